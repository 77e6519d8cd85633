import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { uniqueViolationOf } from '../../db/unique-violation';
import { clientsOfOrganization } from '../../db/user-columns';
import { clientSeatsOf } from '../../platform/organizations/organizations.repository';

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** Rows per insert statement: a few thousand parameters, well under PostgreSQL's 65,535. */
const chunk = 500;

export function createClientImportRepository(db: Database) {
  return {
    clientSeatsOf: (organizationId: number) => clientSeatsOf(db, organizationId),
    inTransaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    /** Everyone of the organization, as an import matches duplicates (any e-mail is taken once). */
    contactsOf(organizationId: number) {
      return db
        .select({ id: users.id, name: fullName, email: users.email, phone: users.phone })
        .from(users)
        .where(eq(users.organizationId, organizationId));
    },

    /**
     * The organization's team, whom an imported row may name as its team member; only an active
     * Specialist may be given clients.
     */
    teamOf(organizationId: number) {
      return db
        .select({
          id: users.id,
          name: fullName,
          email: users.email,
          assignable: sql<boolean>`(${users.teamRole} = 'SPECIALIST' and ${users.deactivatedAt} is null)`,
        })
        .from(users)
        .where(and(eq(users.organizationId, organizationId), isNotNull(users.teamRole)));
    },

    /**
     * Adds the clients in the caller's transaction; their ids in the order given, or 'email-taken'
     * when someone added one of the addresses meanwhile (the unique index decides).
     */
    async insertClients(
      tx: Transaction,
      rows: (typeof users.$inferInsert)[],
    ): Promise<number[] | 'email-taken'> {
      const ids: number[] = [];
      try {
        for (let i = 0; i < rows.length; i += chunk) {
          const inserted = await tx
            .insert(users)
            .values(rows.slice(i, i + chunk))
            .returning({ id: users.id });
          ids.push(...inserted.map((r) => r.id));
        }
      } catch (err) {
        if (uniqueViolationOf(err)) return 'email-taken';
        throw err;
      }
      return ids;
    },

    /** The organization's clients for the CSV export, by name. */
    clientsOf(organizationId: number) {
      return db
        .select({
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          phone: users.phone,
          addressLine1: users.addressLine1,
          addressLine2: users.addressLine2,
          city: users.city,
          state: users.state,
          zipCode: users.zipCode,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(clientsOfOrganization(organizationId))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
    },
  };
}
export type ClientImportRepository = ReturnType<typeof createClientImportRepository>;
