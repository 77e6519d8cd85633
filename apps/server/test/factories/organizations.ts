import { randomBytes } from 'node:crypto';
import { organizations } from '../../src/db/schema';
import type { TestDatabase } from '../test-database';

type OrganizationFields = Partial<Omit<typeof organizations.$inferInsert, 'id'>>;

/** A White Label organization of the test's own, with a unique slug (and a host when one is given). */
export async function anOrganization(db: TestDatabase, fields: OrganizationFields = {}) {
  const tag = randomBytes(4).toString('hex');
  const [row] = await db.db
    .insert(organizations)
    .values({
      slug: `org-${tag}`,
      plan: 'WHITE_LABEL',
      companyName: `Test Credit ${tag}`,
      supportEmail: `help-${tag}@example.com`,
      senderName: `Test Credit ${tag}`,
      returnAddress: '1 Test Plaza, Dayton, OH 45402',
      croaBusinessName: `Test Credit ${tag} LLC`,
      croaBusinessAddress: '1 Test Plaza, Dayton, OH 45402',
      ...fields,
    })
    .returning();
  return row as typeof organizations.$inferSelect;
}
