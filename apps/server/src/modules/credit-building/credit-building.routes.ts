import { recordIdParams as idParams } from '@app/contracts/common/params';
import {
  creditBuildingAction,
  creditBuildingActionList,
  updateCreditBuildingActionRequest,
} from '@app/contracts/credit-building.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import type { CreditBuildingService } from './credit-building.service';

const tags = ['credit building'];

export const creditBuildingRoutes: FastifyPluginAsyncZod<{ service: CreditBuildingService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/credit-building-actions',
    {
      config: { access: 'accessCreditBuilding' },
      schema: { tags, response: { 200: creditBuildingActionList } },
    },
    async (request) => service.list(currentUser(request).id),
  );
  app.patch(
    '/api/credit-building-actions/:id',
    {
      config: { access: 'accessCreditBuilding' },
      schema: {
        tags,
        params: idParams,
        body: updateCreditBuildingActionRequest,
        response: { 200: creditBuildingAction },
      },
    },
    async (request) => service.advance(currentUser(request), request.params.id, request.body.status),
  );
};
