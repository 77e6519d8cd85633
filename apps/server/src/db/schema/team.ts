import { teamRoles } from '@app/contracts/team-roles';
import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { organizationId } from './organizations';
import { users } from './users';

/**
 * An Owner's invitation to join the company's team: a one-time link (only its SHA-256 kept) that
 * works once and until it expires; accepting it makes the member's account.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    email: varchar('email', { length: 254 }).notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    role: varchar('role', { length: 20, enum: teamRoles }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    invitedByUserId: integer('invited_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('team_invitations_organization_idx').on(t.organizationId)],
);
