import { notFound } from '../../platform/errors';
import type { EducationRepository } from './education.repository';

// Reads only, no rules of their own: the routes call the repository through this thin service.
export function createEducationService(repo: EducationRepository) {
  return {
    list: () => repo.list(),
    async get(id: number) {
      const row = await repo.find(id);
      if (!row) throw notFound('Article');
      const { sortOrder: _order, ...rest } = row;
      return rest;
    },
  };
}
export type EducationService = ReturnType<typeof createEducationService>;
