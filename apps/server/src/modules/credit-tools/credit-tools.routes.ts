import { creditAnalysisRequest, creditAnalysisResponse } from '@app/contracts/credit-analysis.contract';
import {
  generateDisputeLetterRequest,
  generateDisputeLetterResponse,
} from '@app/contracts/dispute-letters.contract';
import { simulateScoreRequest, simulationResult } from '@app/contracts/score-simulator';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditLog } from '../../platform/audit/audit.repository';
import { currentUser } from '../../platform/auth/access-policy';
import type { CreditToolsService } from './credit-tools.service';

const tags = ['AI tools'];

export const creditToolsRoutes: FastifyPluginAsyncZod<{
  service: CreditToolsService;
  audit: AuditLog;
}> = async (app, { service, audit }) => {
  app.post(
    '/api/generate-dispute-letter',
    {
      config: { access: 'useAI' },
      schema: { tags, body: generateDisputeLetterRequest, response: { 200: generateDisputeLetterResponse } },
    },
    async (request) => {
      const viewer = currentUser(request);
      const letter = await service.writeLetter(viewer, request.body);
      await audit.record({
        actorId: viewer.id,
        action: 'dispute_letter.generated',
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
      config: { access: 'useAI' },
      schema: { tags, body: creditAnalysisRequest, response: { 200: creditAnalysisResponse } },
    },
    async (request) => service.analyze(currentUser(request), request.body.userId),
  );
  app.post(
    '/api/simulate-credit-score',
    {
      config: { access: 'useAI' },
      schema: { tags, body: simulateScoreRequest, response: { 200: simulationResult } },
    },
    async (request) => service.simulate(currentUser(request), request.body),
  );
};
