import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { educationalContent } from '../../db/schema';

const summaryColumns = {
  id: educationalContent.id,
  slug: educationalContent.slug,
  title: educationalContent.title,
  description: educationalContent.description,
  category: educationalContent.category,
  readTime: educationalContent.readTime,
  imageUrl: educationalContent.imageUrl,
};

export function createEducationRepository(db: Database) {
  return {
    list: () =>
      db
        .select(summaryColumns)
        .from(educationalContent)
        .orderBy(asc(educationalContent.sortOrder), asc(educationalContent.id)),
    async find(id: number) {
      const [row] = await db.select().from(educationalContent).where(eq(educationalContent.id, id));
      return row;
    },
  };
}
export type EducationRepository = ReturnType<typeof createEducationRepository>;
