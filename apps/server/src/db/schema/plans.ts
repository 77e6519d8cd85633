import { boolean, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';

export const subscriptionPlans = pgTable('subscription_plans', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull().unique(),
  description: text('description').notNull(),
  /** Integer cents: money is never a float. */
  priceCents: integer('price_cents').notNull(),
  billingInterval: varchar('billing_interval', { length: 10, enum: ['month', 'year'] }).notNull(),
  features: jsonb('features').$type<string[]>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
});
