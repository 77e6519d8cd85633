import { z } from 'zod';
import { ownerQuery, recordIdParams, userIdPathParams } from '../common/params';
import {
  creditIssue,
  creditIssueList,
  setCollectorFirstContactRequest,
  updateCreditIssueRequest,
} from '../credit-issues.contract';
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

export const setCollectorFirstContact = endpoint({
  method: 'PUT',
  path: '/api/credit-issues/{id}/collector-first-contact',
  operationId: 'setCollectorFirstContact',
  summary: 'Set or clear the day a collector first contacted the consumer about a collection',
  description:
    'The 30 days in which the consumer may ask a collector to validate the debt run from this day. Only a collection has one; the day cannot be after today (the company’s calendar). null clears it.',
  tags: ['credit issues'],
  params: recordIdParams,
  body: setCollectorFirstContactRequest,
  responses: { 200: creditIssue },
});
