import { type Column, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './client';
import { rowsOf } from './typed-sql';

/**
 * Rows reached through a person (disputes, letters, files) belong to the person's organization:
 * this condition keeps those whose person (`userColumn`) is of the given one.
 */
export const ofOrganization = (userColumn: Column, organizationId: number) =>
  sql`${userColumn} in (select u.id from users u where u.organization_id = ${organizationId})`;

/**
 * The kept counts (dispute tallies, tracking counters, work-queue tallies) are the whole platform's:
 * an organization may read them as its own only while no other organization has a client with a
 * dispute. Otherwise a list counts its organization's rows (the kept counts gain an organization
 * with row-level security).
 */
export async function aloneOnPlatform(db: Database, organizationId: number) {
  const others = await rowsOf(
    db,
    sql`select 1 as found from disputes d join users u on u.id = d.user_id where u.organization_id <> ${organizationId} limit 1`,
    z.object({ found: z.number() }),
  );
  return others.length === 0;
}
