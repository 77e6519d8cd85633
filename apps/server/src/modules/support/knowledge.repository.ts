import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { knowledgeArticles } from '../../db/schema';
import { rowsOf } from '../../db/typed-sql';

export type KnowledgeArticleRow = Omit<typeof knowledgeArticles.$inferSelect, 'search'>;
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

export function createKnowledgeRepository(db: Database) {
  return {
    list: () =>
      db
        .select(articleColumns)
        .from(knowledgeArticles)
        .orderBy(desc(knowledgeArticles.updatedAt), desc(knowledgeArticles.id)),

    async find(id: number) {
      const [row] = await db
        .select(articleColumns)
        .from(knowledgeArticles)
        .where(eq(knowledgeArticles.id, id));
      return row;
    },

    async findPublishedBySlug(slug: string) {
      const [row] = await db
        .select(articleColumns)
        .from(knowledgeArticles)
        .where(eq(knowledgeArticles.slug, slug));
      return row?.published ? row : undefined;
    },

    async slugTaken(slug: string) {
      const [row] = await db
        .select({ id: knowledgeArticles.id })
        .from(knowledgeArticles)
        .where(eq(knowledgeArticles.slug, slug));
      return !!row;
    },

    async insert(values: typeof knowledgeArticles.$inferInsert) {
      const [row] = await db.insert(knowledgeArticles).values(values).returning(articleColumns);
      return row as KnowledgeArticleRow;
    },

    async update(id: number, change: Partial<typeof knowledgeArticles.$inferInsert>) {
      const [row] = await db
        .update(knowledgeArticles)
        .set(change)
        .where(eq(knowledgeArticles.id, id))
        .returning(articleColumns);
      return row;
    },

    /**
     * Full-text retrieval over published help articles and the Learning Center: any of the
     * question's terms may match (OR), ranked by how many of them an article holds, then by
     * PostgreSQL's cover density rank; each with an excerpt around the matches.
     */
    async retrieve(question: string, limit: number): Promise<RetrievedPassage[]> {
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
              from knowledge_articles k where k.published
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
