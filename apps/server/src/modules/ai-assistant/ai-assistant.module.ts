import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AiPort } from '../../integrations/ai/ai.port';
import type { LiveEvents } from '../../platform/live/live-events';
import type { CreditIssuesService } from '../credit-issues/credit-issues.service';
import type { DocumentsService } from '../documents/documents.service';
import type { UsersService } from '../users/users.service';
import { createAiAssistantRepository } from './ai-assistant.repository';
import { aiAssistantRoutes } from './ai-assistant.routes';
import { createAiAssistantService } from './ai-assistant.service';

export function aiAssistantModule(deps: {
  log: FastifyBaseLogger;
  db: Database;
  ai: AiPort;
  documents: DocumentsService;
  issues: CreditIssuesService;
  users: UsersService;
  live: LiveEvents;
}) {
  const service = createAiAssistantService({
    repo: createAiAssistantRepository(deps.db),
    ...deps,
  });
  const register = async (app: FastifyInstance) => {
    await app.register(aiAssistantRoutes, { service, live: deps.live });
  };
  return { register };
}
