import { type Column, sql } from 'drizzle-orm';

/**
 * Rows reached through a person (disputes, letters, files) belong to the person's organization:
 * this condition keeps those whose person (`userColumn`) is of the given one.
 */
export const ofOrganization = (userColumn: Column, organizationId: number) =>
  sql`${userColumn} in (select u.id from users u where u.organization_id = ${organizationId})`;
