import type { BetaFeature } from '@app/contracts/beta-features';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { organizationId } from './organizations';
import { users } from './users';

/** Beta access codes, owned by the admin who made them. */
export const betaAccessCodes = pgTable(
  'beta_access_codes',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    code: varchar('code', { length: 40 }).notNull(),
    features: text('features').array().$type<BetaFeature[]>().notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    redemptionCount: integer('redemption_count').notNull().default(0),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A code is redeemed inside its own organization: unique there, whatever the letter case.
  (t) => [uniqueIndex('beta_access_codes_org_code_uq').on(t.organizationId, sql`upper(${t.code})`)],
);

/** Who redeemed which code; one redemption per person and code. */
export const betaAccessRedemptions = pgTable(
  'beta_access_redemptions',
  {
    codeId: integer('code_id')
      .notNull()
      .references(() => betaAccessCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.userId] })],
);

/** 'Send feedback' entries. */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    feature: varchar('feature', { length: 40 }).$type<BetaFeature>().notNull(),
    rating: smallint('rating').notNull(),
    feedback: text('feedback').notNull(),
    bugReport: text('bug_report'),
    suggestions: text('suggestions'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_feature_idx').on(t.feature)],
);

/** One successful use of a beta feature's tool, counted for the Analytics tab. */
export const featureUses = pgTable(
  'feature_uses',
  {
    id: serial('id').primaryKey(),
    feature: varchar('feature', { length: 40 }).$type<BetaFeature>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feature_uses_feature_idx').on(t.feature)],
);
