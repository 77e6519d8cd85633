import { sensitiveAccessActions } from '@app/contracts/sensitive-access-words';
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sqlTextList } from '../sql-text-list';
import { organizationId } from './organizations';
import { users } from './users';

/** Who did what to which record, when, from where. Rows are only ever inserted. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: organizationId(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 60 }).notNull(),
    targetType: varchar('target_type', { length: 40 }),
    targetId: varchar('target_id', { length: 64 }),
    subjectUserId: integer('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: varchar('ip', { length: 64 }),
    details: jsonb('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_subject_idx').on(t.subjectUserId, t.createdAt),
    index('audit_actor_idx').on(t.actorId, t.createdAt),
    index('audit_organization_idx').on(t.organizationId, t.createdAt),
    // The Sensitive access page: an organization's reveals, exports and test sessions, newest first.
    index('audit_sensitive_access_idx')
      .on(t.organizationId, t.id)
      .where(sql`${t.action} in (${sql.raw(sqlTextList(Object.keys(sensitiveAccessActions)))})`),
  ],
);
