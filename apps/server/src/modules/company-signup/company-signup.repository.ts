import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companySignups, organizations, users } from '../../db/schema';
import type { Transaction } from '../../db/transaction';

type NewOrganization = Omit<typeof organizations.$inferInsert, 'id' | 'status' | 'plan'>;

export function createCompanySignupRepository(db: Database) {
  return {
    inTransaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    async insertLink(link: { email: string; tokenHash: string; expiresAt: Date }) {
      await db.insert(companySignups).values(link);
    },

    async findLiveLink(tokenHash: string, now: Date) {
      const [row] = await db
        .select()
        .from(companySignups)
        .where(
          and(
            eq(companySignups.tokenHash, tokenHash),
            isNull(companySignups.usedAt),
            gt(companySignups.expiresAt, now),
          ),
        );
      return row;
    },

    /** Marks the link used, once: a second use in a race finds nothing to claim. */
    async claimLink(id: number, now: Date, tx: Transaction) {
      const [row] = await tx
        .update(companySignups)
        .set({ usedAt: now })
        .where(
          and(eq(companySignups.id, id), isNull(companySignups.usedAt), gt(companySignups.expiresAt, now)),
        )
        .returning({ id: companySignups.id });
      return row !== undefined;
    },

    /**
     * Which of a short name and host another organization already uses, whatever the letter case.
     * It looks across every organization on purpose: both are unique on the whole platform.
     */
    async takenAcrossOrganizations(slug: string, host: string | null) {
      const rows = await db
        .select({ slug: organizations.slug, host: organizations.host })
        .from(organizations)
        .where(
          or(
            eq(sql`lower(${organizations.slug})`, slug.toLowerCase()),
            host ? eq(sql`lower(${organizations.host})`, host.toLowerCase()) : sql`false`,
          ),
        );
      return {
        slug: rows.some((r) => r.slug.toLowerCase() === slug.toLowerCase()),
        host: host !== null && rows.some((r) => r.host?.toLowerCase() === host.toLowerCase()),
      };
    },

    async insertOrganization(fields: NewOrganization, tx: Transaction) {
      const [row] = await tx
        .insert(organizations)
        .values({ ...fields, plan: 'WHITE_LABEL' })
        .returning({
          id: organizations.id,
          companyName: organizations.companyName,
          slug: organizations.slug,
          host: organizations.host,
        });
      if (!row) throw new Error('The organization was not written');
      return row;
    },

    async linkOrganization(signupId: number, organizationId: number, tx: Transaction) {
      await tx.update(companySignups).set({ organizationId }).where(eq(companySignups.id, signupId));
    },

    /** The company's Owner: its first team member, who owes a second factor at every sign-in from the start. */
    async insertOwner(
      owner: {
        organizationId: number;
        email: string;
        firstName: string;
        lastName: string;
        passwordHash: string;
      },
      tx: Transaction,
    ) {
      const [row] = await tx
        .insert(users)
        .values({ ...owner, accessLevel: 'ADMIN', teamRole: 'OWNER', mfaRequired: true })
        .returning({ id: users.id });
      if (!row) throw new Error('The owner was not written');
      return row.id;
    },
  };
}
export type CompanySignupRepository = ReturnType<typeof createCompanySignupRepository>;
