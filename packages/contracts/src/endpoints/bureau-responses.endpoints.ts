import { z } from 'zod';
import {
  bureauAnalysis,
  bureauResponse,
  bureauResponseList,
  createBureauResponseRequest,
} from '../bureau-responses.contract';
import { apiError } from '../common/api-error';
import { recordIdParams, userIdPathParams } from '../common/params';
import { dispute } from '../disputes.contract';
import { endpoint } from './endpoint';

export const listBureauResponses = endpoint({
  method: 'GET',
  path: '/api/bureau-responses/{userId}',
  operationId: 'listBureauResponses',
  summary: 'A person’s recorded bureau responses',
  tags: ['bureau responses'],
  params: userIdPathParams,
  responses: { 200: bureauResponseList },
});

export const createBureauResponse = endpoint({
  method: 'POST',
  path: '/api/bureau-responses',
  operationId: 'createBureauResponse',
  summary: 'Record a bureau’s answer to a dispute',
  tags: ['bureau responses'],
  body: createBureauResponseRequest,
  responses: {
    201: bureauResponse,
    404: apiError.describe('No such person or dispute'),
    409: apiError.describe('The dispute’s letter was never approved'),
  },
});

export const analyzeBureauResponse = endpoint({
  method: 'POST',
  path: '/api/bureau-response/{id}/analyze',
  operationId: 'analyzeBureauResponse',
  summary: 'Analyze a bureau response and draft the next step',
  tags: ['bureau responses'],
  params: recordIdParams,
  responses: {
    200: z.object({ response: bureauResponse, analysis: bureauAnalysis }),
    502: apiError.describe('The AI provider failed'),
  },
});

export const getBureauResponseAnalysis = endpoint({
  method: 'GET',
  path: '/api/bureau-response-analysis/{id}',
  operationId: 'getBureauResponseAnalysis',
  summary: 'The analysis of a bureau response',
  tags: ['bureau responses'],
  params: recordIdParams,
  responses: { 200: bureauAnalysis },
});

export const startNextDisputeRound = endpoint({
  method: 'POST',
  path: '/api/bureau-response/{id}/next-round',
  operationId: 'startNextDisputeRound',
  summary: 'Open the next dispute round from an analyzed response',
  tags: ['bureau responses'],
  params: recordIdParams,
  responses: {
    201: dispute,
    409: apiError.describe(
      'Not analyzed yet, not linked to a dispute, no further letter is due, or a round of the item is already open at the bureau',
    ),
  },
});
