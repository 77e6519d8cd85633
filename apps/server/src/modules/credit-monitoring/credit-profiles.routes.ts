import {
  getClientCreditData,
  listCreditConnections,
} from '@app/contracts/endpoints/credit-monitoring.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { actingOf } from '../../platform/auth/request-origin';
import { serve } from '../../platform/http/serve';
import type { CreditMonitoringService } from './credit-monitoring.service';

/** The admin dashboard's Credit Profiles tab. */
export const creditProfilesRoutes: FastifyPluginAsyncZod<{
  service: CreditMonitoringService;
}> = async (app, { service }) => {
  serve(app, listCreditConnections, { access: 'admin' }, async (request) =>
    service.adminConnections(currentUser(request).organizationId),
  );

  serve(app, getClientCreditData, { access: 'admin' }, async (request) => {
    return service.creditData(request.params.userId, actingOf(request));
  });
};
