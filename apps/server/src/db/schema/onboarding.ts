import { integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Steps the server found done and the person claimed; XP and level derive from these and badges. */
export const onboardingCompletedSteps = pgTable(
  'onboarding_completed_steps',
  {
    userId: userRef(),
    stepId: varchar('step_id', { length: 40 }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.stepId] })],
);

export const userBadges = pgTable(
  'user_badges',
  {
    userId: userRef(),
    badgeId: varchar('badge_id', { length: 40 }).notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null until the person has seen it: the badge is shown as new until then. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.badgeId] })],
);

/** Learning Center articles a person opened (the "read two articles" step). */
export const articleReads = pgTable(
  'article_reads',
  {
    userId: userRef(),
    articleId: integer('article_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.articleId] })],
);

/** One row per UTC hour in which the person was active: enough to count days in any time zone. */
export const activityHours = pgTable(
  'activity_hours',
  {
    userId: userRef(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hour] })],
);
