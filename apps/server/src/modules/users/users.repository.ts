import type { BetaFeature } from '@app/contracts/beta-features';
import { and, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subscriptionPlans, subscriptions, users } from '../../db/schema';
import { containing } from '../../db/search-pattern';
import type { Transaction } from '../../db/transaction';
import { uniqueViolationOf } from '../../db/unique-violation';
import {
  activeSubscriptionOfUser,
  isClient,
  planOfSubscription,
  userIdentityColumns,
  userProfileColumns,
} from '../../db/user-columns';
import type { PagePosition } from '../../platform/page-cursor';

const profileColumns = { ...userIdentityColumns, ...userProfileColumns };

export function createUsersRepository(db: Database) {
  // Prepared once: every page of the app reads the signed-in profile.
  const profileStatement = db
    .select(profileColumns)
    .from(users)
    .leftJoin(subscriptions, activeSubscriptionOfUser)
    .leftJoin(subscriptionPlans, planOfSubscription)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_profile');
  return {
    async findProfile(id: number) {
      const [row] = await profileStatement.execute({ id });
      return row;
    },
    /**
     * A page of people for admin lists, by name, and the total; search matches any part of the name
     * or the email, in any letter case (against `search_text`, lowered when the person is written).
     * Pages are read in the order of `users_name_order_idx`: after a cursor the page starts at the
     * cursor's place in the index, so a deep page reads no skipped rows; by page number, a page in
     * the later half is read from the end. One row more than the page is read to know whether
     * another page follows; the total is its own count over the filter, taken first (a search by
     * page number keeps one scan with a window count instead).
     */
    async listPage(opts: {
      organizationId: number;
      search?: string;
      clientsOnly: boolean;
      /** Only the clients assigned to this specialist. */
      specialistId?: number;
      page: number;
      pageSize: number;
      after?: PagePosition<string[]>;
    }) {
      const filters: SQL[] = [eq(users.organizationId, opts.organizationId)];
      if (opts.clientsOnly) filters.push(isClient);
      if (opts.specialistId !== undefined) filters.push(eq(users.assignedSpecialistId, opts.specialistId));
      if (opts.search) {
        filters.push(sql`${users.searchText} like ${containing(opts.search)}`);
      }
      const where = and(...filters);
      const columns = {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        accessLevel: users.accessLevel,
        createdAt: users.createdAt,
      };
      // A search by page number reads every row's haystack anyway (no index serves it): one scan
      // gives the matches and, as a window count, their total.
      if (opts.search && !opts.after) {
        const rows = await db
          .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
          .from(users)
          .where(where)
          .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
          .limit(opts.pageSize + 1)
          .offset((opts.page - 1) * opts.pageSize);
        // A page past the end has no row to carry the total: count separately, only then.
        const total =
          rows[0]?.total ??
          (opts.page > 1 ? ((await db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0) : 0);
        const items = rows.slice(0, opts.pageSize).map(({ total: _total, ...item }) => item);
        return { items, hasMore: rows.length > opts.pageSize, total };
      }
      const [counted] = await db.select({ n: count() }).from(users).where(where);
      const total = counted?.n ?? 0;
      const skip = opts.after ? 0 : (opts.page - 1) * opts.pageSize;
      // A page in the later half is read from the end of the order and turned around, so a page
      // number never skips more than half the list.
      const rest = total - skip - opts.pageSize;
      const fromEnd = !opts.after && skip > 0 && skip < total && rest < skip;
      const after = opts.after
        ? sql`(${users.lastName}, ${users.firstName}, ${users.id}) > (${opts.after.key[0]}, ${opts.after.key[1]}, ${opts.after.id}::int)`
        : undefined;
      const rows = await db
        .select(columns)
        .from(users)
        .where(after ? and(where, after) : where)
        .orderBy(
          ...(fromEnd
            ? [desc(users.lastName), desc(users.firstName), desc(users.id)]
            : [asc(users.lastName), asc(users.firstName), asc(users.id)]),
        )
        .limit(fromEnd ? Math.min(opts.pageSize, total - skip) : opts.pageSize + 1)
        .offset(fromEnd ? Math.max(0, rest) : skip);
      if (fromEnd) return { items: rows.reverse(), hasMore: rest > 0, total };
      return { items: rows.slice(0, opts.pageSize), hasMore: rows.length > opts.pageSize, total };
    },
    /** Runs `work` in one transaction: everything it writes lands, or nothing does. */
    inTransaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    /** The new user's id, or 'email-taken' when the address exists in the organization in any letter case. */
    async insertUser(tx: Transaction, user: typeof users.$inferInsert): Promise<number | 'email-taken'> {
      try {
        const [row] = await tx.insert(users).values(user).returning({ id: users.id });
        return (row as { id: number }).id;
      } catch (err) {
        if (uniqueViolationOf(err)) return 'email-taken';
        throw err;
      }
    },

    async emailTaken(organizationId: number, email: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(eq(users.organizationId, organizationId), eq(sql`lower(${users.email})`, email.toLowerCase())),
        )
        .limit(1);
      return !!row;
    },

    /** Inside the caller's transaction (the change and its audit entry). */
    async setAccessLevel(
      tx: Transaction,
      organizationId: number,
      id: number,
      accessLevel: NonNullable<typeof users.$inferInsert.accessLevel>,
    ) {
      // An admin is of the office (Admin) until the Owner gives another role on the Team page, and
      // owes the second factor at each sign-in as every team member does; a person made a client
      // again leaves the team, and a client is no one's specialist.
      const joinsTeam = accessLevel === 'ADMIN';
      await tx
        .update(users)
        .set({
          accessLevel,
          teamRole: joinsTeam ? 'ADMIN' : null,
          assignedSpecialistId: null,
          updatedAt: new Date(),
          ...(joinsTeam ? { mfaRequired: true } : {}),
        })
        .where(and(eq(users.id, id), eq(users.organizationId, organizationId)));
      if (!joinsTeam) {
        await tx
          .update(users)
          .set({ assignedSpecialistId: null })
          .where(and(eq(users.assignedSpecialistId, id), eq(users.organizationId, organizationId)));
      }
    },

    /**
     * The admin dashboard's lists: 'client-profiles' is everyone but admins; 'test-users' is the
     * beta programme (flagged test users and anyone above a client viewer).
     */
    /**
     * One page of the Client Profiles or Test Users list, newest first, after a cursor's
     * (created_at, id) when given; one row more than the page tells whether another follows.
     * `createdAtKey` is the creation time as text, to the microsecond: the next page's cursor.
     */
    async betaTestingPage(opts: {
      organizationId: number;
      kind: 'client-profiles' | 'test-users';
      search?: string;
      limit: number;
      after?: PagePosition<string>;
    }) {
      const filters: (SQL | undefined)[] = [
        eq(users.organizationId, opts.organizationId),
        opts.kind === 'client-profiles'
          ? isClient
          : or(eq(users.isTestUser, true), ne(users.accessLevel, 'CLIENT_VIEWER')),
      ];
      if (opts.search) filters.push(sql`${users.searchText} like ${containing(opts.search)}`);
      if (opts.after) {
        filters.push(
          sql`(${users.createdAt}, ${users.id}) < (${opts.after.key}::timestamptz, ${opts.after.id}::int)`,
        );
      }
      const rows = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          accessLevel: users.accessLevel,
          isTestUser: users.isTestUser,
          testingNotes: users.testingNotes,
          features: users.betaFeatures,
          createdAt: users.createdAt,
          createdAtKey: sql<string>`${users.createdAt}::text`,
          // Invited and no password of their own yet: Test as Client waits for them.
          awaitingInvitation: sql<boolean>`(users.password_changed_at is null and exists (select 1 from password_links pl where pl.user_id = users.id and pl.purpose = 'invite'))`,
        })
        .from(users)
        .where(and(...filters))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(opts.limit + 1);
      return { rows: rows.slice(0, opts.limit), hasMore: rows.length > opts.limit };
    },

    async countTestUsers(organizationId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.organizationId, organizationId), eq(users.isTestUser, true)));
      return row?.n ?? 0;
    },

    /** Adds features to a person's set (no duplicates) inside the caller's transaction; returns the set. */
    async addFeatures(tx: Transaction, id: number, features: BetaFeature[]) {
      const [row] = await tx
        .update(users)
        .set({
          betaFeatures: sql`array(select distinct f from unnest(${users.betaFeatures} || ${sql.param(features)}::text[]) f order by f)`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning({ features: users.betaFeatures });
      return row?.features ?? [];
    },

    /** Display names of the given people (audit actors), by id. */
    async namesByIds(ids: number[]) {
      if (ids.length === 0) return new Map<number, string>();
      const rows = await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, ids));
      return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`]));
    },

    /** The sealed date of birth, read apart from the profile so it never rides along with it. */
    async sealedDateOfBirth(id: number) {
      const [row] = await db.select({ sealed: users.dateOfBirthSealed }).from(users).where(eq(users.id, id));
      return row?.sealed ?? null;
    },
    /** Inside the caller's transaction (the change and its audit entry). */
    async setSealedDateOfBirth(tx: Transaction, id: number, sealed: string | null) {
      await tx
        .update(users)
        .set({ dateOfBirthSealed: sealed, updatedAt: new Date() })
        .where(eq(users.id, id));
    },

    /** What was given at onboarding, read apart from the profile so the sealed SSN digits never ride along. */
    async onboardingDetails(id: number) {
      const [row] = await db
        .select({
          phone: users.phone,
          ssnLast4Sealed: users.ssnLast4Sealed,
          chosenPlanId: users.chosenPlanId,
          intakeCreditIssues: users.intakeCreditIssues,
          intakeNotes: users.intakeNotes,
        })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },

    /**
     * What a lead told the team, kept on the client made from it: the phone only where the client
     * has none; the issues and the notes joined to any already there.
     */
    async adoptLeadDetails(id: number, lead: { phone: string; creditIssues: string[]; notes: string }) {
      await db
        .update(users)
        .set({
          phone: sql`coalesce(${users.phone}, ${lead.phone})`,
          intakeCreditIssues: sql`(select coalesce(jsonb_agg(distinct i order by i), '[]'::jsonb) from jsonb_array_elements_text(${users.intakeCreditIssues} || ${JSON.stringify(lead.creditIssues)}::jsonb) i)`,
          intakeNotes: lead.notes
            ? sql`case when ${users.intakeNotes} is null or ${users.intakeNotes} = '' then ${lead.notes} else ${users.intakeNotes} || E'\n\n' || ${lead.notes} end`
            : sql`${users.intakeNotes}`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id));
    },

    async updateProfile(
      id: number,
      changes: Partial<
        Pick<
          typeof users.$inferInsert,
          'firstName' | 'lastName' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'zipCode'
        >
      >,
    ) {
      await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
