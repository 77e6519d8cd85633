import type {
  KnowledgeArticle,
  knowledgeArticleFields,
  UpdateKnowledgeArticleRequest,
} from '@app/contracts/support.contract';
import type { z } from 'zod';
import { notFound } from '../../platform/errors';
import type { KnowledgeArticleRow, KnowledgeRepository } from './knowledge.repository';

const toArticle = (r: KnowledgeArticleRow): KnowledgeArticle => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  body: r.body,
  category: r.category,
  published: r.published,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** 'How do I cancel?' → 'how-do-i-cancel'. */
const slugOf = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70) || 'article';

/** The Knowledge Base tab: admins write articles; published ones are searchable by the assistant at once. */
export function createKnowledgeBaseService(deps: { repo: KnowledgeRepository; now?: () => Date }) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function freeSlug(title: string) {
    const base = slugOf(title);
    for (let n = 1; ; n++) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if (!(await repo.slugTaken(slug))) return slug;
    }
  }

  return {
    list: async () => (await repo.list()).map(toArticle),

    async create(fields: z.output<typeof knowledgeArticleFields>, actorId: number) {
      const at = now();
      const row = await repo.insert({
        ...fields,
        slug: await freeSlug(fields.title),
        updatedBy: actorId,
        createdAt: at,
        updatedAt: at,
      });
      return toArticle(row);
    },

    async update(id: number, change: UpdateKnowledgeArticleRequest, actorId: number) {
      const row = await repo.update(id, { ...change, updatedBy: actorId, updatedAt: now() });
      if (!row) throw notFound('Article');
      return toArticle(row);
    },

    async published(slug: string) {
      const row = await repo.findPublishedBySlug(slug);
      if (!row) throw notFound('Article');
      return toArticle(row);
    },
  };
}
export type KnowledgeBaseService = ReturnType<typeof createKnowledgeBaseService>;
