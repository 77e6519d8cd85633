import { apiError } from '@app/contracts/common/api-error';
import { ownerQuery, userIdPathParams } from '@app/contracts/common/params';
import {
  createCreditReportRequest,
  creditReport,
  latestCreditReport,
  scoreHistory,
  selfReportedCreditReportRequest,
} from '@app/contracts/credit-reports.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import { actingOf } from '../../platform/auth/request-origin';
import type { CreditReportsService } from './credit-reports.service';

const tags = ['credit reports'];

export const creditReportsRoutes: FastifyPluginAsyncZod<{
  service: CreditReportsService;
}> = async (app, { service }) => {
  // The current report as one object, as the dashboard reads it (null before any report exists).
  app.get(
    '/api/credit-reports',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getCurrentCreditReport',
        summary:
          'The signed-in person’s current credit report, or null (with ?userId, a client’s for an admin)',
        tags,
        querystring: ownerQuery,
        response: { 200: latestCreditReport },
      },
    },
    async (request) => service.latest(recordOwnerFor(currentUser(request), request.query.userId)),
  );
  app.get(
    '/api/credit-reports/:userId',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getUserCurrentCreditReport',
        summary: 'A person’s current credit report, or null: one’s own, or a client’s for an admin',
        tags,
        params: userIdPathParams,
        response: { 200: latestCreditReport },
      },
    },
    async (request) => service.latest(recordOwnerFor(currentUser(request), request.params.userId)),
  );
  app.post(
    '/api/credit-reports',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'createCreditReport',
        summary: 'Record a credit report for a client, as figures the specialist states',
        tags,
        body: createCreditReportRequest,
        response: { 201: creditReport, 404: apiError.describe('No such user') },
      },
    },
    async (request, reply) => {
      // Figures an admin types in are their statement, shown as such, never a reading of the file.
      const report = await service.recordStated(request.body, actingOf(request));
      reply.status(201);
      return report;
    },
  );
  app.get(
    '/api/score-history',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getScoreHistory',
        summary: 'The signed-in person’s credit score history',
        tags,
        response: { 200: scoreHistory },
      },
    },
    async (request) => service.history(currentUser(request).id),
  );
  app.get(
    '/api/score-history/:userId',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getUserScoreHistory',
        summary: 'A person’s credit score history: one’s own, or a client’s for an admin',
        tags,
        params: userIdPathParams,
        response: { 200: scoreHistory },
      },
    },
    async (request) => service.history(recordOwnerFor(currentUser(request), request.params.userId)),
  );
  // Update Credit Report without a connected bureau: the person enters what their own report shows.
  app.post(
    '/api/credit-reports/self',
    {
      config: { access: 'authenticated', consumerAct: false },
      schema: {
        operationId: 'createSelfReportedCreditReport',
        summary: 'Record the figures of one’s own credit report',
        tags,
        body: selfReportedCreditReportRequest,
        response: { 201: creditReport },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return service.recordOwn(currentUser(request).id, request.body);
    },
  );
};
