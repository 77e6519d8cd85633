import {
  loanDocumentKinds,
  loanStatuses,
  loanTypes,
  negotiationStatuses,
  negotiationTypes,
} from '@app/contracts/student-loans.contract';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Amounts as numeric: the API answers them as decimal strings. */
export const studentLoans = pgTable(
  'student_loans',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    servicerName: varchar('servicer_name', { length: 120 }).notNull(),
    loanBalance: numeric('loan_balance', { precision: 12, scale: 2 }).notNull(),
    interestRate: numeric('interest_rate', { precision: 5, scale: 2 }).notNull(),
    monthlyPayment: numeric('monthly_payment', { precision: 12, scale: 2 }).notNull(),
    repaymentPlan: varchar('repayment_plan', { length: 80 }).notNull(),
    loanType: varchar('loan_type', { length: 10, enum: loanTypes }).notNull(),
    originalBalance: numeric('original_balance', { precision: 12, scale: 2 }),
    graduationDate: date('graduation_date'),
    status: varchar('status', { length: 12, enum: loanStatuses }).notNull().default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('student_loans_user_idx').on(t.userId)],
);

export const loanNegotiations = pgTable(
  'loan_negotiations',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => studentLoans.id, { onDelete: 'cascade' }),
    negotiationType: varchar('negotiation_type', { length: 20, enum: negotiationTypes }).notNull(),
    status: varchar('status', { length: 12, enum: negotiationStatuses }).notNull().default('IN_PROGRESS'),
    outcome: text('outcome'),
    /** Monthly savings the servicer agreed to. */
    savingsAchieved: numeric('savings_achieved', { precision: 10, scale: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('loan_negotiations_user_idx').on(t.userId)],
);

/** Letters and checklists made from negotiations and tips; the PDF is rendered from the text. */
export const loanDocuments = pgTable(
  'loan_documents',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    loanId: integer('loan_id').references(() => studentLoans.id, { onDelete: 'set null' }),
    negotiationId: integer('negotiation_id').references(() => loanNegotiations.id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 40, enum: loanDocumentKinds }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('loan_documents_user_idx').on(t.userId)],
);
