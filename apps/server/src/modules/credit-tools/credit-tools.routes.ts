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
import { isAdmin } from '@app/contracts/permissions';
import { simulationResult } from '@app/contracts/score-simulator';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditLog } from '../../platform/audit/audit-log';
import { currentUser } from '../../platform/auth/access-policy';
import type { ClientLetterService } from './client-letter.service';
import type { CreditToolsService } from './credit-tools.service';

const tags = ['AI tools'];

export const creditToolsRoutes: FastifyPluginAsyncZod<{
  service: CreditToolsService;
  clientLetters: ClientLetterService;
  audit: AuditLog;
}> = async (app, { service, clientLetters, audit }) => {
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
      const letter = await service.writeLetter(viewer, request.body);
      await audit.record({
        actorId: viewer.id,
        action: 'dispute_letter.generated',
        // A consumer's own letter belongs in their activity; an admin's goes through the admin route.
        subjectUserId: isAdmin(viewer) ? null : viewer.id,
        targetType: 'credit_issue',
        targetId: request.body.issueId,
        ip: request.ip,
        details: { bureau: request.body.bureau, letterType: letter.letterType, engine: letter.engine },
      });
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
      const result = await clientLetters.writeForClient(admin, request.body);
      await audit.record({
        actorId: admin.id,
        action: 'letter.generated',
        targetType: 'credit_issue',
        targetId: result.issueId,
        subjectUserId: result.userId,
        ip: request.ip,
        details: { bureau: result.bureau, reason: result.reason, engine: result.engine },
      });
      return result;
    },
  );
};
