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

/**
 * The Knowledge Base tab: an organization's admins write its articles; published ones are searchable by
 * its assistant at once. The platform's articles are read by every organization, written only by the
 * platform's admins (another organization's change answers 404).
 */
export function createKnowledgeBaseService(deps: { repo: KnowledgeRepository; now?: () => Date }) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function freeSlug(organizationId: number, title: string) {
    const base = slugOf(title);
    for (let n = 1; ; n++) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if (!(await repo.slugTaken(organizationId, slug))) return slug;
    }
  }

  return {
    list: async (organizationId: number) => (await repo.list(organizationId)).map(toArticle),

    async create(organizationId: number, fields: z.output<typeof knowledgeArticleFields>, actorId: number) {
      const at = now();
      const row = await repo.insert({
        ...fields,
        organizationId,
        slug: await freeSlug(organizationId, fields.title),
        updatedBy: actorId,
        createdAt: at,
        updatedAt: at,
      });
      return toArticle(row);
    },

    async update(organizationId: number, id: number, change: UpdateKnowledgeArticleRequest, actorId: number) {
      const row = await repo.update(organizationId, id, { ...change, updatedBy: actorId, updatedAt: now() });
      if (!row) throw notFound('Article');
      return toArticle(row);
    },

    /** A help page: the reader's organization's article of that address, else the platform's. */
    async published(organizationId: number, slug: string) {
      const row = await repo.findPublishedBySlug(organizationId, slug);
      if (!row) throw notFound('Article');
      return toArticle(row);
    },
  };
}
export type KnowledgeBaseService = ReturnType<typeof createKnowledgeBaseService>;
