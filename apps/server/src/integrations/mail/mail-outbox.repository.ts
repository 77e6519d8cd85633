import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export function createMailOutboxRepository(db: Database) {
  return {
    async store(m: {
      to: string;
      subject: string;
      body: string;
      transport: 'smtp' | 'outbox';
      sentAt?: Date;
      error?: string;
      headers?: Record<string, string>;
    }) {
      await db.insert(mailOutbox).values(m);
    },
    list: (limit = 50, to?: string) =>
      db
        .select()
        .from(mailOutbox)
        .where(to ? eq(sql`lower(${mailOutbox.to})`, to.toLowerCase()) : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(limit),
  };
}
export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;
