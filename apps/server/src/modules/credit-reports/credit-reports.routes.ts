import {
  createCreditReport,
  createSelfReportedCreditReport,
  getCurrentCreditReport,
  getScoreHistory,
  getUserCurrentCreditReport,
  getUserScoreHistory,
} from '@app/contracts/endpoints/credit-reports.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import { actingOf } from '../../platform/auth/request-origin';
import { serve } from '../../platform/http/serve';
import type { CreditReportsService } from './credit-reports.service';

export const creditReportsRoutes: FastifyPluginAsyncZod<{
  service: CreditReportsService;
}> = async (app, { service }) => {
  // The current report as one object, as the dashboard reads it (null before any report exists).
  serve(app, getCurrentCreditReport, { access: 'authenticated' }, async (request) =>
    service.latest(await recordOwnerFor(currentUser(request), request.query.userId)),
  );
  serve(app, getUserCurrentCreditReport, { access: 'authenticated' }, async (request) =>
    service.latest(await recordOwnerFor(currentUser(request), request.params.userId)),
  );
  serve(app, createCreditReport, { access: 'admin' }, async (request, reply) => {
    // Figures an admin types in are their statement, shown as such, never a reading of the file.
    const report = await service.recordStated(request.body, actingOf(request));
    reply.status(201);
    return report;
  });
  serve(app, getScoreHistory, { access: 'authenticated' }, async (request) =>
    service.history(currentUser(request).id),
  );
  serve(app, getUserScoreHistory, { access: 'authenticated' }, async (request) =>
    service.history(await recordOwnerFor(currentUser(request), request.params.userId)),
  );
  // Update Credit Report without a connected bureau: the person enters what their own report shows.
  serve(
    app,
    createSelfReportedCreditReport,
    { access: 'authenticated', consumerAct: false },
    async (request, reply) => {
      reply.status(201);
      return service.recordOwn(currentUser(request).id, request.body);
    },
  );
};
