import { apiError } from '../common/api-error';
import { pdfFile } from '../common/files';
import { userIdPathParams } from '../common/params';
import { outcomeResults, outcomeTimeline, proofOfWorkQuery } from '../outcome-results.contract';
import { endpoint } from './endpoint';

export const getOutcomeTimeline = endpoint({
  method: 'GET',
  path: '/api/dispute-outcomes/{userId}/timeline',
  operationId: 'getOutcomeTimeline',
  summary: 'Each negative item’s letters, bureau answers, changes and score changes, oldest first',
  tags: ['dispute outcomes'],
  params: userIdPathParams,
  responses: { 200: outcomeTimeline, 404: apiError.describe('No such person') },
});

export const downloadProofOfWork = endpoint({
  method: 'GET',
  path: '/api/dispute-outcomes/{userId}/proof-of-work',
  operationId: 'downloadProofOfWork',
  summary: 'The month’s proof-of-work report as a PDF: letters mailed, answers, changes, score history',
  description: 'The month defaults to the current one in the company’s calendar.',
  tags: ['dispute outcomes'],
  params: userIdPathParams,
  querystring: proofOfWorkQuery,
  responses: { 200: pdfFile, 400: apiError.describe('Bad month'), 404: apiError.describe('No such person') },
});

export const getOutcomeResults = endpoint({
  method: 'GET',
  path: '/api/admin/outcome-results',
  operationId: 'getOutcomeResults',
  summary:
    'What letters achieved in the organization: by bureau, creditor, letter type, round and specialist, with counts',
  tags: ['admin: analytics'],
  responses: { 200: outcomeResults },
});
