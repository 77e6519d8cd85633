import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { LiveEvents } from '../../platform/live/live-events';
import type { UsersService } from '../users/users.service';
import { createSecureChatRepository } from './secure-chat.repository';
import { secureChatRoutes } from './secure-chat.routes';
import { createSecureChatService } from './secure-chat.service';

export function secureChatModule(deps: {
  db: Database;
  users: UsersService;
  live: LiveEvents;
  now?: () => Date;
}) {
  const service = createSecureChatService({
    repo: createSecureChatRepository(deps.db),
    users: deps.users,
    live: deps.live,
    now: deps.now,
  });
  const register = async (app: FastifyInstance) => {
    await app.register(secureChatRoutes, { service, live: deps.live });
  };
  return { register };
}
