import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createEducationRepository } from './education.repository';
import { educationRoutes } from './education.routes';
import { createEducationService } from './education.service';

export function educationModule(deps: {
  db: Database;
  onArticleRead?: (userId: number, articleId: number) => Promise<void>;
}) {
  const register = async (app: FastifyInstance) => {
    await app.register(educationRoutes, {
      service: createEducationService(createEducationRepository(deps.db)),
      onArticleRead: deps.onArticleRead,
    });
  };
  return { register };
}
