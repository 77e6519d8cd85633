import { ownerQuery, userIdPathParams } from '../common/params';
import {
  applyMixProductRequest,
  creditMixAnalysis,
  generateCreditMixRequest,
  mixIntent,
} from '../credit-mix.contract';
import { endpoint } from './endpoint';

export const getCreditMix = endpoint({
  method: 'GET',
  path: '/api/credit-mix-optimization',
  operationId: 'getCreditMix',
  summary: 'The credit mix analysis of the person’s imported accounts',
  tags: ['credit mix'],
  querystring: ownerQuery,
  responses: { 200: creditMixAnalysis },
});

export const getUserCreditMix = endpoint({
  method: 'GET',
  path: '/api/credit-mix-optimization/{userId}',
  operationId: 'getUserCreditMix',
  summary: 'A person’s credit mix analysis: one’s own, or a client’s for an admin',
  tags: ['credit mix'],
  params: userIdPathParams,
  responses: { 200: creditMixAnalysis },
});

export const generateCreditMix = endpoint({
  method: 'POST',
  path: '/api/credit-mix-optimization/generate',
  operationId: 'generateCreditMix',
  summary: 'Analyse the credit mix again from the newest imported file',
  tags: ['credit mix'],
  querystring: ownerQuery,
  body: generateCreditMixRequest.nullish(),
  responses: { 200: creditMixAnalysis },
});

export const recordCreditMixIntent = endpoint({
  method: 'POST',
  path: '/api/credit-mix-optimization/apply',
  operationId: 'recordCreditMixIntent',
  summary: 'Apply Now: record the person’s intent to apply, with the date (nothing is applied for)',
  tags: ['credit mix'],
  body: applyMixProductRequest,
  responses: { 200: mixIntent },
});
