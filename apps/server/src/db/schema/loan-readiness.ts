import type { LoanAssessmentResult, LoanProfile } from '@app/contracts/loan-readiness.contract';
import { index, integer, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A person's financial profile for loan readiness, amounts in cents; one per person. */
export const loanProfiles = pgTable('loan_profiles', {
  userId: userRef().primaryKey(),
  profile: jsonb('profile').$type<LoanProfile>().notNull(),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every assessment run, kept as computed then: a later change of the formula never rewrites one. */
export const loanAssessments = pgTable(
  'loan_assessments',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    result: jsonb('result').$type<LoanAssessmentResult>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('loan_assessments_user_idx').on(t.userId, t.createdAt)],
);
