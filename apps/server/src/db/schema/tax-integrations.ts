import type {
  IncomeVerification,
  TaxEmploymentVerification,
  TaxSoftware,
  TaxVerificationStatus,
} from '@app/contracts/tax-integrations.contract';
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A tax software linked for one tax year; figures in cents. */
export const taxIntegrations = pgTable(
  'tax_integrations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taxSoftware: text('tax_software').$type<TaxSoftware>().notNull(),
    taxYear: integer('tax_year').notNull(),
    verificationStatus: text('verification_status').$type<TaxVerificationStatus>().notNull(),
    statusReason: text('status_reason').notNull(),
    /** 'simulated' while no tax provider is configured, so the page can say so. */
    source: text('source').$type<'provider' | 'simulated'>().notNull(),
    incomeVerification: jsonb('income_verification').$type<IncomeVerification>(),
    employmentVerification: jsonb('employment_verification').$type<TaxEmploymentVerification>(),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  // One link per software and year: connecting it again is a conflict, not a second row.
  (t) => [uniqueIndex('tax_integrations_user_software_year_idx').on(t.userId, t.taxSoftware, t.taxYear)],
);
