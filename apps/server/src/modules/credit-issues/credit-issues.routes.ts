import { ownerQuery, recordIdParams, userIdPathParams } from '@app/contracts/common/params';
import {
  creditIssue,
  creditIssueList,
  updateCreditIssueRequest,
} from '@app/contracts/credit-issues.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import type { CreditIssuesService } from './credit-issues.service';

const tags = ['credit issues'];
// The spec gives the list and Mark Resolved one path, /api/credit-issues/{id}; for the list the id is a person's.
const ownerIdParams = z
  .object({ id: userIdPathParams.shape.userId.describe('The person’s user id') })
  .strict();

export const creditIssuesRoutes: FastifyPluginAsyncZod<{ service: CreditIssuesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/credit-issues',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'listCreditIssues',
        summary: 'The signed-in person’s credit issues (or, with ?userId, a client’s for an admin)',
        tags,
        querystring: ownerQuery,
        response: { 200: creditIssueList },
      },
    },
    async (request) => service.list(recordOwnerFor(currentUser(request), request.query.userId)),
  );
  app.get(
    '/api/credit-issues/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'listUserCreditIssues',
        summary: 'A person’s credit issues: one’s own, or a client’s for an admin',
        tags,
        params: ownerIdParams,
        response: { 200: creditIssueList },
      },
    },
    async (request) => service.list(recordOwnerFor(currentUser(request), request.params.id)),
  );
  // Mark Resolved is offered to those who may create disputes.
  app.patch(
    '/api/credit-issues/:id',
    {
      config: { access: 'createDisputes', consumerAct: false },
      schema: {
        operationId: 'updateCreditIssue',
        summary: 'Change a credit issue’s status (Mark Resolved)',
        tags,
        params: recordIdParams,
        body: updateCreditIssueRequest,
        response: { 200: creditIssue },
      },
    },
    async (request) => service.changeStatus(currentUser(request), request.params.id, request.body.status),
  );
};
