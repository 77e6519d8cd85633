import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AiPort } from '../../integrations/ai/ai.port';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { LiveEvents } from '../../platform/live/live-events';
import { createKnowledgeRepository } from './knowledge.repository';
import { createKnowledgeBaseService } from './knowledge-base.service';
import { createSupportRepository } from './support.repository';
import { createSupportAdminRepository } from './support-admin.repository';
import { supportAdminRoutes } from './support-admin.routes';
import { createSupportAdminService } from './support-admin.service';
import { supportChatRoutes } from './support-chat.routes';
import { createSupportChatService } from './support-chat.service';

export function supportModule(deps: {
  log: FastifyBaseLogger;
  db: Database;
  ai: AiPort;
  live: LiveEvents;
  audit: AuditLog;
  perIpPerMinute: number;
  now?: () => Date;
}) {
  const repo = createSupportRepository(deps.db);
  const knowledgeRepo = createKnowledgeRepository(deps.db);
  const knowledge = createKnowledgeBaseService({ repo: knowledgeRepo, now: deps.now });
  const chat = createSupportChatService({
    repo,
    knowledge: knowledgeRepo,
    ai: deps.ai,
    live: deps.live,
    log: deps.log,
    now: deps.now,
  });
  const admin = createSupportAdminService({
    repo,
    admin: createSupportAdminRepository(deps.db),
    live: deps.live,
    audit: deps.audit,
    now: deps.now,
  });
  const register = async (app: FastifyInstance) => {
    await app.register(supportChatRoutes, {
      service: chat,
      knowledge,
      live: deps.live,
      perIpPerMinute: deps.perIpPerMinute,
    });
    await app.register(supportAdminRoutes, { service: admin, knowledge, live: deps.live });
  };
  return { register };
}
