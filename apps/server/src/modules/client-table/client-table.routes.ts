import { clientTablePage, clientTableQuery } from '@app/contracts/client-table.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ClientTableService } from './client-table.service';

export const clientTableRoutes: FastifyPluginAsyncZod<{ service: ClientTableService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/admin/clients',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listClientTable',
        summary: 'Client Management’s table: figures per client, sorted, filtered and paged by cursor',
        tags: ['admin: clients'],
        querystring: clientTableQuery,
        response: { 200: clientTablePage },
      },
    },
    async (request) => service.page(request.query),
  );
};
