import {
  addMonitoringConnection,
  connectExperian,
  listMonitoringConnections,
  listSyncHistory,
  removeMonitoringConnection,
  syncMonitoringConnection,
} from '@app/contracts/endpoints/credit-monitoring.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import { originOf } from '../../platform/auth/request-origin';
import { serve } from '../../platform/http/serve';
import type { CreditMonitoringService } from './credit-monitoring.service';

export const creditMonitoringRoutes: FastifyPluginAsyncZod<{
  service: CreditMonitoringService;
}> = async (app, { service }) => {
  serve(app, connectExperian, { access: 'authenticated', consumerAct: 'authorisation' }, async (request) => {
    return service.connectExperian(currentUser(request), request.body, originOf(request));
  });

  serve(app, listMonitoringConnections, { access: 'authenticated' }, async (request) =>
    service.list(await recordOwnerFor(currentUser(request), request.query.userId)),
  );

  serve(
    app,
    addMonitoringConnection,
    { access: 'authenticated', consumerAct: 'authorisation' },
    async (request, reply) => reply.status(201).send(await service.add(currentUser(request), request.body)),
  );

  serve(
    app,
    removeMonitoringConnection,
    { access: 'authenticated', consumerAct: 'authorisation' },
    async (request, reply) => {
      await service.remove(currentUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  serve(
    app,
    syncMonitoringConnection,
    { access: 'authenticated', consumerAct: 'authorisation' },
    async (request) => service.sync(currentUser(request), request.params.id),
  );

  serve(app, listSyncHistory, { access: 'authenticated' }, async (request) =>
    service.history(await recordOwnerFor(currentUser(request), request.query.userId)),
  );
};
