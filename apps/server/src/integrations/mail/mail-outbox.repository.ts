import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export function createMailOutboxRepository(db: Database) {
  return {
    async store(m: {
      to: string;
      fromName?: string;
      subject: string;
      body: string;
      transport: 'smtp' | 'outbox';
      sentAt?: Date;
      error?: string;
      headers?: Record<string, string>;
      /** The organization it was sent for; absent: found by the database (see `mail_outbox`). */
      organizationId?: number;
    }) {
      await db.insert(mailOutbox).values(m);
    },
    /** The mail an organization's admins may read: what was sent for it. */
    list: (organizationId: number, limit = 50, to?: string) =>
      db
        .select()
        .from(mailOutbox)
        .where(
          and(
            to ? eq(sql`lower(${mailOutbox.to})`, to.toLowerCase()) : undefined,
            eq(mailOutbox.organizationId, organizationId),
          ),
        )
        .orderBy(desc(mailOutbox.id))
        .limit(limit),
  };
}
export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;
