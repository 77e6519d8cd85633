import { recordIdParams, userIdPathParams } from '@app/contracts/common/params';
import {
  creditIssue,
  creditIssueList,
  updateCreditIssueRequest,
} from '@app/contracts/credit-issues.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import type { CreditIssuesService } from './credit-issues.service';

const tags = ['credit issues'];

export const creditIssuesRoutes: FastifyPluginAsyncZod<{ service: CreditIssuesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/credit-issues',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: creditIssueList } } },
    async (request) => service.list(currentUser(request).id),
  );
  app.get(
    '/api/credit-issues/:userId',
    {
      config: { access: 'authenticated' },
      schema: { tags, params: userIdPathParams, response: { 200: creditIssueList } },
    },
    async (request) => service.list(recordOwnerFor(currentUser(request), request.params.userId)),
  );
  // Mark Resolved is offered to those who may create disputes (spec 001 section 2.1).
  app.patch(
    '/api/credit-issues/:id',
    {
      config: { access: 'createDisputes' },
      schema: {
        tags,
        params: recordIdParams,
        body: updateCreditIssueRequest,
        response: { 200: creditIssue },
      },
    },
    async (request) => service.changeStatus(currentUser(request), request.params.id, request.body.status),
  );
};
