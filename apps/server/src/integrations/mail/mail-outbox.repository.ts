import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox, platformOrganizationId } from '../../db/schema';

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
    /**
     * The mail an organization's admins may read: what went to its own people, and for the
     * platform's organization also what went to no person (the team's lead notices).
     */
    list: (organizationId: number, limit = 50, to?: string) =>
      db
        .select()
        .from(mailOutbox)
        .where(
          and(
            to ? eq(sql`lower(${mailOutbox.to})`, to.toLowerCase()) : undefined,
            sql`(exists (select 1 from users u where lower(u.email) = lower(${mailOutbox.to}) and u.organization_id = ${organizationId})
              or (${organizationId} = ${platformOrganizationId} and not exists (select 1 from users u where lower(u.email) = lower(${mailOutbox.to}))))`,
          ),
        )
        .orderBy(desc(mailOutbox.id))
        .limit(limit),
  };
}
export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;
