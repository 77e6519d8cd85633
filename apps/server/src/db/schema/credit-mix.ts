import { mixProductIds } from '@app/contracts/credit-mix.contract';
import { date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Apply Now: the person's recorded intent to apply for a kind of product (we apply for nothing). */
export const creditMixIntents = pgTable(
  'credit_mix_intents',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: varchar('product_id', { length: 24, enum: mixProductIds }).notNull(),
    recordedOn: date('recorded_on').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);
