import { z } from 'zod';
import { ownerQuery, recordIdParams, userIdPathParams } from '../common/params';
import { creditIssue, creditIssueList, updateCreditIssueRequest } from '../credit-issues.contract';
import { endpoint } from './endpoint';

// The spec gives the list and Mark Resolved one path, /api/credit-issues/{id}; for the list the id is a person's.
const ownerIdParams = z
  .object({ id: userIdPathParams.shape.userId.describe('The person’s user id') })
  .strict();

export const listCreditIssues = endpoint({
  method: 'GET',
  path: '/api/credit-issues',
  operationId: 'listCreditIssues',
  summary: 'The signed-in person’s credit issues (or, with ?userId, a client’s for an admin)',
  tags: ['credit issues'],
  querystring: ownerQuery,
  responses: { 200: creditIssueList },
});

export const listUserCreditIssues = endpoint({
  method: 'GET',
  path: '/api/credit-issues/{id}',
  operationId: 'listUserCreditIssues',
  summary: 'A person’s credit issues: one’s own, or a client’s for an admin',
  tags: ['credit issues'],
  params: ownerIdParams,
  responses: { 200: creditIssueList },
});

export const updateCreditIssue = endpoint({
  method: 'PATCH',
  path: '/api/credit-issues/{id}',
  operationId: 'updateCreditIssue',
  summary: 'Change a credit issue’s status (Mark Resolved)',
  tags: ['credit issues'],
  params: recordIdParams,
  body: updateCreditIssueRequest,
  responses: { 200: creditIssue },
});
