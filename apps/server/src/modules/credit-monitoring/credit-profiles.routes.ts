import {
  getClientCreditData,
  listCreditConnections,
} from '@app/contracts/endpoints/credit-monitoring.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditLog } from '../../platform/audit/audit-log';
import { currentUser } from '../../platform/auth/access-policy';
import { serve } from '../../platform/http/serve';
import type { CreditMonitoringService } from './credit-monitoring.service';

/** The admin dashboard's Credit Profiles tab. */
export const creditProfilesRoutes: FastifyPluginAsyncZod<{
  service: CreditMonitoringService;
  audit: AuditLog;
}> = async (app, { service, audit }) => {
  serve(app, listCreditConnections, { access: 'admin' }, async () => service.adminConnections());

  serve(app, getClientCreditData, { access: 'admin' }, async (request) => {
    const admin = currentUser(request);
    const data = await service.creditData(request.params.userId);
    // Reading a consumer's credit file is itself a record the consumer may ask about.
    await audit.record({
      actorId: admin.id,
      action: 'credit_data.viewed',
      subjectUserId: request.params.userId,
      targetType: 'credit_file',
      targetId: request.params.userId,
      ip: request.ip,
      details: { reportDate: data.reportDate, source: data.source },
    });
    return data;
  });
};
