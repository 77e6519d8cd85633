import type { TeamRole } from '@app/contracts/team-roles';
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { organizations, teamInvitations, users } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { uniqueViolationOf } from '../../db/unique-violation';
import { clientsOfOrganization } from '../../db/user-columns';

const memberColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.teamRole,
  deactivatedAt: users.deactivatedAt,
  createdAt: users.createdAt,
};

/** The active Owners of an organization. */
const activeOwnersOf = (organizationId: number) =>
  and(eq(users.organizationId, organizationId), eq(users.teamRole, 'OWNER'), isNull(users.deactivatedAt));

export function createTeamRepository(db: Database) {
  return {
    inTransaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    /** The team (active and deactivated), each with how many clients are assigned to them now. */
    async membersOf(organizationId: number) {
      const assigned = db
        .select({ specialistId: users.assignedSpecialistId, n: count().as('n') })
        .from(users)
        .where(and(eq(users.organizationId, organizationId), isNotNull(users.assignedSpecialistId)))
        .groupBy(users.assignedSpecialistId)
        .as('assigned');
      return db
        .select({ ...memberColumns, assignedClients: sql<number>`coalesce(${assigned.n}, 0)::int` })
        .from(users)
        .leftJoin(assigned, eq(assigned.specialistId, users.id))
        .where(and(eq(users.organizationId, organizationId), isNotNull(users.teamRole)))
        .orderBy(asc(users.deactivatedAt), asc(users.lastName), asc(users.firstName), asc(users.id));
    },

    async memberOf(organizationId: number, memberId: number, tx?: Transaction) {
      const [row] = await (tx ?? db)
        .select(memberColumns)
        .from(users)
        .where(
          and(eq(users.id, memberId), eq(users.organizationId, organizationId), isNotNull(users.teamRole)),
        );
      return row;
    },

    /**
     * The organization's active Owners, inside the caller's transaction, with the organization's row
     * locked until it ends: two Owners demoting each other at once are counted one after the other.
     */
    async activeOwnersWithin(tx: Transaction, organizationId: number) {
      await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, organizationId))
        .for('update');
      const rows = await tx.select({ id: users.id }).from(users).where(activeOwnersOf(organizationId));
      return rows.map((r) => r.id);
    },

    async assignedCountOf(organizationId: number, memberId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.organizationId, organizationId), eq(users.assignedSpecialistId, memberId)));
      return row?.n ?? 0;
    },

    async pendingInvitationsOf(organizationId: number, now: Date) {
      return db
        .select({
          id: teamInvitations.id,
          firstName: teamInvitations.firstName,
          lastName: teamInvitations.lastName,
          email: teamInvitations.email,
          role: teamInvitations.role,
          expiresAt: teamInvitations.expiresAt,
          createdAt: teamInvitations.createdAt,
        })
        .from(teamInvitations)
        .where(
          and(
            eq(teamInvitations.organizationId, organizationId),
            isNull(teamInvitations.usedAt),
            gt(teamInvitations.expiresAt, now),
          ),
        )
        .orderBy(asc(teamInvitations.createdAt), asc(teamInvitations.id));
    },

    /** Whether a live invitation to the address (in any letter case) waits in the organization. */
    async pendingInvitationTo(organizationId: number, email: string, now: Date) {
      const [row] = await db
        .select({ id: teamInvitations.id })
        .from(teamInvitations)
        .where(
          and(
            eq(teamInvitations.organizationId, organizationId),
            eq(sql`lower(${teamInvitations.email})`, email.toLowerCase()),
            isNull(teamInvitations.usedAt),
            gt(teamInvitations.expiresAt, now),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async emailTaken(organizationId: number, email: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(eq(users.organizationId, organizationId), eq(sql`lower(${users.email})`, email.toLowerCase())),
        )
        .limit(1);
      return row !== undefined;
    },

    async insertInvitation(invitation: typeof teamInvitations.$inferInsert, tx: Transaction) {
      const [row] = await tx.insert(teamInvitations).values(invitation).returning();
      if (!row) throw new Error('The invitation was not written');
      return row;
    },

    /** The invitation a link names, used or not, with its company's name. */
    async invitationByToken(tokenHash: string) {
      const [row] = await db
        .select({ invitation: teamInvitations, companyName: organizations.companyName })
        .from(teamInvitations)
        .innerJoin(organizations, eq(organizations.id, teamInvitations.organizationId))
        .where(eq(teamInvitations.tokenHash, tokenHash));
      return row;
    },

    /** Marks the invitation used, once: a second use in a race finds nothing to claim. */
    async claimInvitation(id: number, now: Date, tx: Transaction) {
      const [row] = await tx
        .update(teamInvitations)
        .set({ usedAt: now })
        .where(
          and(eq(teamInvitations.id, id), isNull(teamInvitations.usedAt), gt(teamInvitations.expiresAt, now)),
        )
        .returning({ id: teamInvitations.id });
      return row !== undefined;
    },

    async insertMember(
      member: {
        organizationId: number;
        email: string;
        firstName: string;
        lastName: string;
        passwordHash: string;
        role: TeamRole;
      },
      tx: Transaction,
    ) {
      const { role, ...fields } = member;
      // Every team member owes the second factor at each sign-in, from their first.
      try {
        const [row] = await tx
          .insert(users)
          .values({ ...fields, accessLevel: 'ADMIN', teamRole: role, mfaRequired: true })
          .returning({ id: users.id });
        if (!row) throw new Error('The member was not written');
        return row.id;
      } catch (err) {
        // Someone with the address joined meanwhile (two links to one address accepted at once).
        if (uniqueViolationOf(err)) return 'email-taken' as const;
        throw err;
      }
    },

    async linkInvitation(invitationId: number, userId: number, tx: Transaction) {
      await tx.update(teamInvitations).set({ userId }).where(eq(teamInvitations.id, invitationId));
    },

    async setRole(organizationId: number, memberId: number, role: TeamRole, tx: Transaction) {
      await tx
        .update(users)
        .set({ teamRole: role, updatedAt: sql`now()` })
        .where(and(eq(users.id, memberId), eq(users.organizationId, organizationId)));
    },

    async deactivate(organizationId: number, memberId: number, at: Date, tx: Transaction) {
      await tx
        .update(users)
        .set({ deactivatedAt: at, updatedAt: at })
        .where(and(eq(users.id, memberId), eq(users.organizationId, organizationId)));
    },

    /** Leaves every client of the member unassigned; answers how many there were. */
    async unassignAllOf(organizationId: number, memberId: number, tx: Transaction) {
      const rows = await tx
        .update(users)
        .set({ assignedSpecialistId: null })
        .where(and(eq(users.organizationId, organizationId), eq(users.assignedSpecialistId, memberId)))
        .returning({ id: users.id });
      return rows.map((r) => r.id);
    },

    /** The clients among the ids, with their specialist now. */
    async clientsAmong(organizationId: number, clientIds: number[], tx: Transaction) {
      return tx
        .select({ id: users.id, assignedSpecialistId: users.assignedSpecialistId })
        .from(users)
        .where(and(inArray(users.id, clientIds), clientsOfOrganization(organizationId)))
        .for('update');
    },

    async assign(organizationId: number, clientIds: number[], specialistId: number | null, tx: Transaction) {
      await tx
        .update(users)
        .set({ assignedSpecialistId: specialistId })
        .where(and(inArray(users.id, clientIds), eq(users.organizationId, organizationId)));
    },

    /** An active specialist of the organization, or undefined. */
    async activeSpecialist(organizationId: number, id: number, tx?: Transaction) {
      const [row] = await (tx ?? db)
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(
          and(
            eq(users.id, id),
            eq(users.organizationId, organizationId),
            eq(users.teamRole, 'SPECIALIST'),
            isNull(users.deactivatedAt),
          ),
        );
      return row;
    },

    async activeSpecialistsOf(organizationId: number) {
      return db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(
          and(
            eq(users.organizationId, organizationId),
            eq(users.teamRole, 'SPECIALIST'),
            isNull(users.deactivatedAt),
          ),
        )
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
    },
  };
}
export type TeamRepository = ReturnType<typeof createTeamRepository>;
