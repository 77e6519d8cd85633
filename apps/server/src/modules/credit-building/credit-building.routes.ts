import {
  listCreditBuildingActions,
  listUserCreditBuildingActions,
  updateCreditBuildingAction,
} from '@app/contracts/endpoints/credit-building.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import { serve } from '../../platform/http/serve';
import type { CreditBuildingService } from './credit-building.service';

export const creditBuildingRoutes: FastifyPluginAsyncZod<{ service: CreditBuildingService }> = async (
  app,
  { service },
) => {
  serve(app, listCreditBuildingActions, { access: 'accessCreditBuilding' }, async (request) =>
    service.list(await recordOwnerFor(currentUser(request), request.query.userId)),
  );
  serve(app, listUserCreditBuildingActions, { access: 'accessCreditBuilding' }, async (request) =>
    service.list(await recordOwnerFor(currentUser(request), request.params.id)),
  );
  serve(
    app,
    updateCreditBuildingAction,
    { access: 'accessCreditBuilding', consumerAct: false },
    async (request) => service.advance(currentUser(request), request.params.id, request.body.status),
  );
};
