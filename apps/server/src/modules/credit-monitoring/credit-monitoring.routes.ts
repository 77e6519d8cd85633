import {
  addMonitoringConnection,
  connectExperian,
  listMonitoringConnections,
  listSyncHistory,
  removeMonitoringConnection,
  syncMonitoringConnection,
} from '@app/contracts/endpoints/credit-monitoring.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditLog } from '../../platform/audit/audit-log';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import { serve } from '../../platform/http/serve';
import type { CreditMonitoringService } from './credit-monitoring.service';

export const creditMonitoringRoutes: FastifyPluginAsyncZod<{
  service: CreditMonitoringService;
  audit: AuditLog;
}> = async (app, { service, audit }) => {
  serve(app, connectExperian, { access: 'authenticated', consumerAct: 'authorisation' }, async (request) => {
    const viewer = currentUser(request);
    const answer = await service.connectExperian(viewer, request.body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    await audit.record({
      actorId: viewer.id,
      action: 'credit_file.pulled',
      subjectUserId: viewer.id,
      targetType: 'monitoring_connection',
      targetId: answer.connection.id,
      ip: request.ip,
      details: { provider: 'EXPERIAN', source: answer.connection.source, fcraAuthorized: true },
    });
    return answer;
  });

  serve(app, listMonitoringConnections, { access: 'authenticated' }, async (request) =>
    service.list(recordOwnerFor(currentUser(request), request.query.userId)),
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
    service.history(recordOwnerFor(currentUser(request), request.query.userId)),
  );
};
