import { alertUrgencies } from '@app/contracts/utilization.contract';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A card the person added by hand (imported cards stay in their credit file). */
export const creditCards = pgTable(
  'credit_cards',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    cardName: varchar('card_name', { length: 80 }).notNull(),
    bank: varchar('bank', { length: 80 }).notNull(),
    balanceCents: integer('balance_cents').notNull(),
    limitCents: integer('limit_cents').notNull(),
    /** Hundredths of a percent. */
    aprHundredths: integer('apr_hundredths'),
    dueDate: date('due_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_cards_user_idx').on(t.userId)],
);

/** An alert a rule raised; the rule key keeps one row per rule and card, so being read survives a refresh. */
export const utilizationAlerts = pgTable(
  'utilization_alerts',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    ruleKey: varchar('rule_key', { length: 80 }).notNull(),
    urgency: varchar('urgency', { length: 8, enum: alertUrgencies }).notNull(),
    message: text('message').notNull(),
    actionSuggestion: text('action_suggestion').notNull(),
    suggestedAmountCents: integer('suggested_amount_cents').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('utilization_alerts_user_rule_uq').on(t.userId, t.ruleKey)],
);
