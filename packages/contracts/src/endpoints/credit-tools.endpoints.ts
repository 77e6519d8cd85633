import { apiError } from '../common/api-error';
import {
  creditAnalysisRequest,
  creditAnalysisResponse,
  simulateForRequest,
} from '../credit-analysis.contract';
import { draftLettersRequest, draftLettersResponse, previewLettersResponse } from '../dispute-batch.contract';
import {
  adminGenerateLetterRequest,
  adminGenerateLetterResponse,
  generateDisputeLetterRequest,
  generateDisputeLetterResponse,
} from '../dispute-letters.contract';
import { simulationResult } from '../score-simulator';
import { endpoint } from './endpoint';

export const generateDisputeLetter = endpoint({
  method: 'POST',
  path: '/api/generate-dispute-letter',
  operationId: 'generateDisputeLetter',
  summary: 'Write a dispute letter for a credit issue',
  tags: ['AI tools'],
  body: generateDisputeLetterRequest,
  responses: {
    200: generateDisputeLetterResponse,
    404: apiError.describe('No such credit issue'),
    502: apiError.describe('The AI provider failed'),
  },
});

export const analyzeCredit = endpoint({
  method: 'POST',
  path: '/api/ai-credit-analysis',
  operationId: 'analyzeCredit',
  summary: 'Analyze a person’s credit file and suggest next steps',
  tags: ['AI tools'],
  body: creditAnalysisRequest,
  responses: {
    200: creditAnalysisResponse,
    404: apiError.describe('No such person, or not the caller’s to see'),
    502: apiError.describe('The AI provider failed'),
  },
});

export const simulateCreditScore = endpoint({
  method: 'POST',
  path: '/api/simulate-credit-score',
  operationId: 'simulateCreditScore',
  summary: 'Simulate the credit score after chosen actions',
  tags: ['AI tools'],
  body: simulateForRequest,
  responses: {
    200: simulationResult,
    404: apiError.describe('Not the caller’s to see, or the client has no credit report'),
  },
});

export const generateClientDisputeLetter = endpoint({
  method: 'POST',
  path: '/api/admin/generate-dispute-letter',
  operationId: 'generateClientDisputeLetter',
  summary: 'Draft a dispute letter for one of a client’s credit issues',
  tags: ['AI tools'],
  body: adminGenerateLetterRequest,
  responses: {
    200: adminGenerateLetterResponse,
    404: apiError.describe('No such credit issue'),
    409: apiError.describe('The item is already under dispute with that bureau'),
    502: apiError.describe('The AI provider failed'),
  },
});

export const draftClientDisputeLetters = endpoint({
  method: 'POST',
  path: '/api/admin/dispute-letters',
  operationId: 'draftClientDisputeLetters',
  summary: 'Draft the letters for several of a client’s items at several bureaus at once',
  tags: ['AI tools'],
  body: draftLettersRequest,
  responses: {
    201: draftLettersResponse,
    404: apiError.describe('No such credit issue for this client'),
    400: apiError.describe('A choice that does not fit its item, naming the field (items.N.reason...)'),
    409: apiError.describe('Every chosen item is already under dispute at the chosen bureaus'),
    502: apiError.describe('The AI provider failed'),
  },
});

export const previewClientDisputeLetters = endpoint({
  method: 'POST',
  path: '/api/admin/dispute-letters/preview',
  operationId: 'previewClientDisputeLetters',
  summary: 'Write the letters a batch would draft and show them, saving nothing',
  tags: ['AI tools'],
  body: draftLettersRequest,
  responses: {
    200: previewLettersResponse,
    400: apiError.describe('A choice that does not fit its item, naming the field (items.N.reason...)'),
    404: apiError.describe('No such credit issue for this client'),
    409: apiError.describe('Every chosen item is already under dispute at the chosen bureaus'),
    502: apiError.describe('The AI provider failed'),
  },
});
