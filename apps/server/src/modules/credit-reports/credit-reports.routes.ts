import { userIdPathParams } from '@app/contracts/common/params';
import {
  createCreditReportRequest,
  creditReport,
  creditReportList,
  scoreHistory,
  selfReportedCreditReportRequest,
} from '@app/contracts/credit-reports.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditLog } from '../../platform/audit/audit.repository';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import type { CreditReportsService } from './credit-reports.service';

const tags = ['credit reports'];

export const creditReportsRoutes: FastifyPluginAsyncZod<{
  service: CreditReportsService;
  audit: AuditLog;
}> = async (app, { service, audit }) => {
  app.get(
    '/api/credit-reports',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: creditReportList } } },
    async (request) => service.list(currentUser(request).id),
  );
  app.get(
    '/api/credit-reports/:userId',
    {
      config: { access: 'authenticated' },
      schema: { tags, params: userIdPathParams, response: { 200: creditReportList } },
    },
    async (request) => service.list(recordOwnerFor(currentUser(request), request.params.userId)),
  );
  app.post(
    '/api/credit-reports',
    {
      config: { access: 'admin' },
      schema: { tags, body: createCreditReportRequest, response: { 201: creditReport } },
    },
    async (request, reply) => {
      const report = await service.record({ ...request.body, source: 'manual' });
      await audit.record({
        actorId: currentUser(request).id,
        action: 'credit_report.created',
        targetType: 'credit_report',
        targetId: report.id,
        subjectUserId: report.userId,
        ip: request.ip,
        details: { creditScore: report.creditScore },
      });
      reply.status(201);
      return report;
    },
  );
  app.get(
    '/api/score-history',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: scoreHistory } } },
    async (request) => service.history(currentUser(request).id),
  );
  app.get(
    '/api/score-history/:userId',
    {
      config: { access: 'authenticated' },
      schema: { tags, params: userIdPathParams, response: { 200: scoreHistory } },
    },
    async (request) => service.history(recordOwnerFor(currentUser(request), request.params.userId)),
  );
  // Update Credit Report without a connected bureau: the person enters what their own report shows.
  app.post(
    '/api/credit-reports/self',
    {
      config: { access: 'authenticated' },
      schema: { tags, body: selfReportedCreditReportRequest, response: { 201: creditReport } },
    },
    async (request, reply) => {
      reply.status(201);
      return service.record({ ...request.body, userId: currentUser(request).id, source: 'manual' });
    },
  );
};
