import type {
  EmploymentType,
  EmploymentVerificationStatus,
  VerificationMethod,
} from '@app/contracts/employment.contract';
import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A job the person lists on the Employment tab; salary in cents. */
export const employmentRecords = pgTable(
  'employment_records',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    employer: text('employer').notNull(),
    jobTitle: text('job_title').notNull(),
    employmentType: text('employment_type').$type<EmploymentType>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** Null: the person still works there. */
    endDate: date('end_date', { mode: 'string' }),
    annualSalaryCents: integer('annual_salary_cents').notNull(),
    verificationMethod: text('verification_method').$type<VerificationMethod>().notNull(),
    verificationStatus: text('verification_status')
      .$type<EmploymentVerificationStatus>()
      .notNull()
      .default('PENDING'),
    statusReason: text('status_reason').notNull(),
    lastVerified: timestamp('last_verified', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('employment_records_user_idx').on(t.userId, t.startDate)],
);
