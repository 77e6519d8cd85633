import { apiError } from '@app/contracts/common/api-error';
import { userIdPathParams } from '@app/contracts/common/params';
import { adminCreditConnectionList, creditData } from '@app/contracts/credit-monitoring.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingOf } from '../../platform/auth/request-origin';
import type { CreditMonitoringService } from './credit-monitoring.service';

const tags = ['admin: credit profiles'];

/** The admin dashboard's Credit Profiles tab. */
export const creditProfilesRoutes: FastifyPluginAsyncZod<{
  service: CreditMonitoringService;
}> = async (app, { service }) => {
  app.get(
    '/api/admin/credit-connections',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listCreditConnections',
        summary: 'Every client’s monitoring connections, with the client’s name',
        tags,
        response: { 200: adminCreditConnectionList },
      },
    },
    async () => service.adminConnections(),
  );

  app.get(
    '/api/admin/credit-data/:userId',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'getClientCreditData',
        summary: 'A client’s newest credit file: score, accounts, inquiries and public records (audited)',
        tags,
        params: userIdPathParams,
        response: { 200: creditData, 404: apiError.describe('No active connection has brought in a file') },
      },
    },
    async (request) => {
      return service.creditData(request.params.userId, actingOf(request));
    },
  );
};
