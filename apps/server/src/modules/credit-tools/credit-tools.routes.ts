import { apiError } from '@app/contracts/common/api-error';
import {
  creditAnalysisRequest,
  creditAnalysisResponse,
  simulateForRequest,
} from '@app/contracts/credit-analysis.contract';
import {
  adminGenerateLetterRequest,
  adminGenerateLetterResponse,
  generateDisputeLetterRequest,
  generateDisputeLetterResponse,
} from '@app/contracts/dispute-letters.contract';
import { simulationResult } from '@app/contracts/score-simulator';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { originOf } from '../../platform/auth/request-origin';
import type { ClientLetterService } from './client-letter.service';
import type { CreditToolsService } from './credit-tools.service';

const tags = ['AI tools'];

export const creditToolsRoutes: FastifyPluginAsyncZod<{
  service: CreditToolsService;
  clientLetters: ClientLetterService;
}> = async (app, { service, clientLetters }) => {
  app.post(
    '/api/generate-dispute-letter',
    {
      config: { access: 'useAI', consumerAct: false },
      schema: {
        operationId: 'generateDisputeLetter',
        summary: 'Write a dispute letter for a credit issue',
        tags,
        body: generateDisputeLetterRequest,
        response: {
          200: generateDisputeLetterResponse,
          404: apiError.describe('No such credit issue'),
          502: apiError.describe('The AI provider failed'),
        },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      const letter = await service.writeLetter(viewer, request.body, originOf(request));
      return letter;
    },
  );
  app.post(
    '/api/ai-credit-analysis',
    {
      config: { access: 'useAI', consumerAct: false },
      schema: {
        operationId: 'analyzeCredit',
        summary: 'Analyze a person’s credit file and suggest next steps',
        tags,
        body: creditAnalysisRequest,
        response: {
          200: creditAnalysisResponse,
          404: apiError.describe('No such person, or not the caller’s to see'),
          502: apiError.describe('The AI provider failed'),
        },
      },
    },
    async (request) => service.analyze(currentUser(request), request.body.userId),
  );
  app.post(
    '/api/simulate-credit-score',
    {
      config: { access: 'simulateCredit', consumerAct: false },
      schema: {
        operationId: 'simulateCreditScore',
        summary: 'Simulate the credit score after chosen actions',
        tags,
        body: simulateForRequest,
        response: {
          200: simulationResult,
          404: apiError.describe('Not the caller’s to see, or the client has no credit report'),
        },
      },
    },
    async (request) => service.simulate(currentUser(request), request.body),
  );
  app.post(
    '/api/admin/generate-dispute-letter',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'generateClientDisputeLetter',
        summary: 'Draft a dispute letter for one of a client’s credit issues',
        tags,
        body: adminGenerateLetterRequest,
        response: {
          200: adminGenerateLetterResponse,
          404: apiError.describe('No such credit issue'),
          409: apiError.describe('The item is already under dispute with that bureau'),
          502: apiError.describe('The AI provider failed'),
        },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      const result = await clientLetters.writeForClient(admin, request.body, originOf(request));
      return result;
    },
  );
};
