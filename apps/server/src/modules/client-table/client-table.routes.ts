import { listClientTable } from '@app/contracts/endpoints/client-table.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { serve } from '../../platform/http/serve';
import type { ClientTableService } from './client-table.service';

export const clientTableRoutes: FastifyPluginAsyncZod<{ service: ClientTableService }> = async (
  app,
  { service },
) => {
  serve(app, listClientTable, { access: 'listClients' }, async (request) =>
    service.page(currentUser(request), request.query),
  );
};
