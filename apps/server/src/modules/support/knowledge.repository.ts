import { platformOrganizationId } from '@app/contracts/platform-operator.contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { knowledgeArticles } from '../../db/schema';
import { rowsOf } from '../../db/typed-sql';

export type KnowledgeArticleRow = Omit<typeof knowledgeArticles.$inferSelect, 'search' | 'organizationId'>;
const articleColumns = {
  id: knowledgeArticles.id,
  slug: knowledgeArticles.slug,
  title: knowledgeArticles.title,
  body: knowledgeArticles.body,
  category: knowledgeArticles.category,
  published: knowledgeArticles.published,
  updatedBy: knowledgeArticles.updatedBy,
  createdAt: knowledgeArticles.createdAt,
  updatedAt: knowledgeArticles.updatedAt,
};

/** A passage found for a question: which article, how much of the question it covers, an excerpt. */
const retrievedPassage = z.object({
  shelf: z.enum(['knowledge', 'learning']),
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  rank: z.number(),
  matched: z.number(),
  terms: z.number(),
});
export type RetrievedPassage = z.infer<typeof retrievedPassage>;

const headline = 'StartSel="",StopSel="",MaxFragments=2,MinWords=18,MaxWords=45,FragmentDelimiter=" … "';

/** The articles an organization's people read: its own and the platform's, shared with every one. */
const readableBy = (organizationId: number) =>
  inArray(knowledgeArticles.organizationId, [organizationId, platformOrganizationId]);

/** An organization's own knowledge base, and the platform's read by all; every query names the organization. */
export function createKnowledgeRepository(db: Database) {
  return {
    /** The articles the organization writes (the platform's are only theirs to edit). */
    list: (organizationId: number) =>
      db
        .select(articleColumns)
        .from(knowledgeArticles)
        .where(eq(knowledgeArticles.organizationId, organizationId))
        .orderBy(desc(knowledgeArticles.updatedAt), desc(knowledgeArticles.id)),

    /** A published article by its address: the organization's own before the platform's of that slug. */
    async findPublishedBySlug(organizationId: number, slug: string) {
      const [row] = await db
        .select(articleColumns)
        .from(knowledgeArticles)
        .where(
          and(
            readableBy(organizationId),
            eq(knowledgeArticles.slug, slug),
            eq(knowledgeArticles.published, true),
          ),
        )
        .orderBy(
          desc(eq(knowledgeArticles.organizationId, organizationId)),
          asc(knowledgeArticles.organizationId),
        )
        .limit(1);
      return row;
    },

    async slugTaken(organizationId: number, slug: string) {
      const [row] = await db
        .select({ id: knowledgeArticles.id })
        .from(knowledgeArticles)
        .where(and(eq(knowledgeArticles.organizationId, organizationId), eq(knowledgeArticles.slug, slug)));
      return !!row;
    },

    async insert(values: typeof knowledgeArticles.$inferInsert & { organizationId: number }) {
      const [row] = await db.insert(knowledgeArticles).values(values).returning(articleColumns);
      return row as KnowledgeArticleRow;
    },

    /** Only the organization's own article changes; another's (the platform's too) is not found. */
    async update(organizationId: number, id: number, change: Partial<typeof knowledgeArticles.$inferInsert>) {
      const [row] = await db
        .update(knowledgeArticles)
        .set(change)
        .where(and(eq(knowledgeArticles.organizationId, organizationId), eq(knowledgeArticles.id, id)))
        .returning(articleColumns);
      return row;
    },

    /**
     * Full-text retrieval over the organization's published help articles with the platform's, and the
     * Learning Center: any of the
     * question's terms may match (OR), ranked by how many of them an article holds, then by
     * PostgreSQL's cover density rank; each with an excerpt around the matches.
     */
    async retrieve(organizationId: number, question: string, limit: number): Promise<RetrievedPassage[]> {
      return rowsOf(
        db,
        sql`
          with q as (
            select
              nullif(replace(plainto_tsquery('english', ${question})::text, '&', '|'), '')::tsquery as query,
              tsvector_to_array(to_tsvector('english', ${question})) as terms
          ),
          docs as (
            select 'knowledge' as shelf, k.id, k.slug, k.title, k.body as text, k.search
              from knowledge_articles k
              where k.published and k.organization_id in (${organizationId}, ${platformOrganizationId})
            union all
            select 'learning', e.id, e.slug, e.title, e.description || E'\n\n' || e.body, e.search
              from educational_content e
          )
          select d.shelf, d.id, d.slug, d.title,
            ts_headline('english', d.text, q.query, ${headline}) as excerpt,
            ts_rank_cd(d.search, q.query, 32)::float8 as rank,
            (select count(*)::int from unnest(tsvector_to_array(d.search)) l where l = any(q.terms)) as matched,
            cardinality(q.terms) as terms
          from docs d, q
          where q.query is not null and d.search @@ q.query
          order by matched desc, rank desc, d.id
          limit ${limit}`,
        retrievedPassage,
      );
    },
  };
}
export type KnowledgeRepository = ReturnType<typeof createKnowledgeRepository>;
