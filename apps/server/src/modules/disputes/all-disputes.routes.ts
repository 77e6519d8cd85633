import { apiError } from '@app/contracts/common/api-error';
import { allDisputesPage, allDisputesQuery } from '@app/contracts/disputes.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AllDisputesService } from './all-disputes.service';

export const allDisputesRoutes: FastifyPluginAsyncZod<{ service: AllDisputesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/admin/all-disputes',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listAllDisputes',
        summary: 'Page through every client’s disputes, newest first, by status, bureau and client',
        tags: ['disputes'],
        querystring: allDisputesQuery,
        response: {
          200: allDisputesPage,
          400: apiError.describe('A filter is not one of its values, or the cursor is not this list’s'),
        },
      },
    },
    async (request) => service.page(request.query),
  );
};
