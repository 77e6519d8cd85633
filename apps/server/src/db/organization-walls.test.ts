import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anOrganization } from '../../test/factories/organizations';
import { aPerson } from '../../test/factories/users';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../test/test-database';
import { createCreditIssuesRepository } from '../modules/credit-issues/credit-issues.repository';
import { createDisputesRepository } from '../modules/disputes/disputes.repository';
import {
  acrossOrganizations,
  acrossRole,
  inOrganization,
  runtimeRole,
  withoutOrganization,
} from './organization-context';
import { platformSharedTables, platformWideTables } from './organization-walls';
import { platformOrganizationId } from './schema/organizations';

interface TableWall {
  table: string;
  hasColumn: boolean;
  enabled: boolean;
  forced: boolean;
  policy: string | null;
  wallRoles: string | null;
  acrossPolicy: string | null;
}

describe.each(testDatabaseKinds())('organization walls on %s', (kind) => {
  let db: TestDatabase;
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    db = await createTestDatabase(kind, { seed: false });
  });
  afterAll(async () => db?.close());

  it('gives every table with an organization a forced policy, and lists every other as platform-wide', async () => {
    const walls = await rows<TableWall>(sql`
      select t.table_name as "table",
        exists (select from information_schema.columns c where c.table_schema = 'public'
          and c.table_name = t.table_name and c.column_name = 'organization_id') as "hasColumn",
        k.relrowsecurity as enabled, k.relforcerowsecurity as forced,
        (select pg_get_expr(p.polqual, p.polrelid) from pg_policy p
          where p.polrelid = k.oid and p.polname = 'organization_wall'
            and p.polwithcheck is not null and p.polcmd = '*') as policy,
        (select (select string_agg(r.rolname, ',') from unnest(p.polroles) u join pg_roles r on r.oid = u)
          from pg_policy p where p.polrelid = k.oid and p.polname = 'organization_wall') as "wallRoles",
        (select pg_get_expr(p.polqual, p.polrelid) || ' / ' || pg_get_expr(p.polwithcheck, p.polrelid)
          || ' to ' || (select string_agg(r.rolname, ',') from unnest(p.polroles) u join pg_roles r on r.oid = u)
          from pg_policy p where p.polrelid = k.oid and p.polname = 'across_organizations'
            and p.polcmd = '*') as "acrossPolicy"
      from information_schema.tables t
      join pg_class k on k.relname = t.table_name and k.relnamespace = 'public'::regnamespace
      where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by 1`);
    expect(walls.length).toBeGreaterThan(50);
    const faults: string[] = [];
    for (const w of walls) {
      const listed = w.table in platformWideTables;
      if (w.hasColumn) {
        if (listed) faults.push(`${w.table} has an organization but is listed as platform-wide`);
        if (!w.enabled || !w.forced) faults.push(`${w.table}: row-level security not enabled and forced`);
        if (!w.policy?.includes("current_setting('app.organization_id'"))
          faults.push(`${w.table}: no organization_wall policy on the organization's setting`);
        // A setting read in a subquery is read once per statement, not once per row.
        else if (!/SELECT \(?NULLIF\(current_setting\('app\.organization_id'/.test(w.policy))
          faults.push(`${w.table}: its wall reads the organization's setting on every row`);
        // One comparison, for the runtime role alone: work across organizations has its own role.
        else if (/ OR /i.test(w.policy)) faults.push(`${w.table}: its wall is more than one comparison`);
        if (w.wallRoles !== runtimeRole) faults.push(`${w.table}: its wall is not the runtime role's alone`);
        if (w.acrossPolicy !== `true / true to ${acrossRole}`)
          faults.push(`${w.table}: no across_organizations policy for ${acrossRole} alone`);
      } else if (!listed) {
        faults.push(`${w.table} has no organization_id and is not listed as platform-wide`);
      }
    }
    for (const listed of Object.keys(platformWideTables)) {
      if (!walls.some((w) => w.table === listed)) faults.push(`${listed} is listed but is no table`);
    }
    expect(faults).toEqual([]);
  });

  it("lets every organization read the platform's rows of a shared table, and write only its own", async () => {
    const shared = await rows<{ table: string }>(sql`
      select c.relname as "table" from pg_policy p join pg_class c on c.oid = p.polrelid
      where p.polname = 'platform_rows_shared' and p.polcmd = 'r' order by 1`);
    expect(shared.map((r) => r.table)).toEqual(Object.keys(platformSharedTables).sort());

    const other = await anOrganization(db);
    const [platformArticle] = await rows<{ id: number }>(
      sql`select id from knowledge_articles where organization_id = ${platformOrganizationId} limit 1`,
    );
    expect(platformArticle).toBeDefined();
    // Each statement is awaited inside its scope (a query builder left unawaited would run outside it).
    await inOrganization(other.id, () =>
      rows(sql`insert into knowledge_articles (organization_id, slug, title, body)
        values (${other.id}, 'walled-article', 'Walled', 'Only its own organization reads it')`),
    );
    // The company reads its own and the platform's; the platform, and a third company, not the company's.
    const seenBy = async (organizationId: number) =>
      (
        await inOrganization(organizationId, () =>
          rows<{ organization: number }>(
            sql`select distinct organization_id as organization from knowledge_articles order by 1`,
          ),
        )
      ).map((r) => r.organization);
    expect(await seenBy(other.id)).toEqual([platformOrganizationId, other.id]);
    expect(await seenBy(platformOrganizationId)).toEqual([platformOrganizationId]);
    const third = await anOrganization(db);
    expect(await seenBy(third.id)).toEqual([platformOrganizationId]);
    expect(
      await withoutOrganization(() =>
        rows(sql`select id from knowledge_articles where organization_id = ${other.id}`),
      ),
    ).toEqual([]);
    // Writing the platform's rows from another organization finds nothing; adding one is refused.
    const changed = await inOrganization(other.id, () =>
      rows(
        sql`update knowledge_articles set title = 'Taken over' where id = ${platformArticle?.id} returning id`,
      ),
    );
    expect(changed).toEqual([]);
    const deleted = await inOrganization(other.id, () =>
      rows(sql`delete from knowledge_articles where id = ${platformArticle?.id} returning id`),
    );
    expect(deleted).toEqual([]);
    const forged = inOrganization(other.id, () =>
      rows(sql`insert into knowledge_articles (organization_id, slug, title, body)
        values (${platformOrganizationId}, 'forged-article', 'Forged', 'x')`),
    );
    await expect(forged).rejects.toThrow();
  });

  it('gives a table added later its wall when the migrator runs again', async () => {
    await db.exec(`create table wall_probe (id serial primary key,
      user_id integer references users(id), organization_id integer not null)`);
    const { applyMigrations } = await import('./migrate');
    await applyMigrations(db);
    const [probe] = await rows<{ forced: boolean; policies: number; fill: number }>(sql`
      select relforcerowsecurity as forced,
        (select count(*)::int from pg_policy where polrelid = 'wall_probe'::regclass) as policies,
        (select count(*)::int from pg_trigger where tgrelid = 'wall_probe'::regclass
          and tgname = 'organization_fill') as fill
      from pg_class where oid = 'wall_probe'::regclass`);
    expect(probe).toEqual({ forced: true, policies: 2, fill: 1 });
    await db.exec('drop table wall_probe');
  });

  it("runs the app's queries as roles that are no superuser and cannot bypass row-level security", async () => {
    const roles = await rows<{
      rolname: string;
      rolsuper: boolean;
      rolbypassrls: boolean;
      rolcanlogin: boolean;
    }>(
      sql`select rolname, rolsuper, rolbypassrls, rolcanlogin from pg_roles
        where rolname in (${runtimeRole}, ${acrossRole}) order by rolname`,
    );
    expect(roles).toEqual(
      [acrossRole, runtimeRole].map((rolname) => ({
        rolname,
        rolsuper: false,
        rolbypassrls: false,
        rolcanlogin: false,
      })),
    );
    const [who] = await inOrganization(platformOrganizationId, () =>
      rows<{ name: string }>(sql`select current_user as name`),
    );
    expect(who?.name).toBe(runtimeRole);
  });

  it('lets work across organizations see every organization through its own role alone', async () => {
    const [one, other] = [await anOrganization(db), await anOrganization(db)];
    await aPerson(db, 'CLIENT_VIEWER', { organizationId: one.id });
    await aPerson(db, 'CLIENT_VIEWER', { organizationId: other.id });
    const organizationsSeen = () =>
      rows<{ name: string; organizations: number[] }>(
        sql`select current_user as name, array(select distinct organization_id from users order by 1) as organizations`,
      );
    const [across] = await acrossOrganizations('backgroundJob', organizationsSeen);
    expect(across?.name).toBe(acrossRole);
    expect(across?.organizations).toEqual(expect.arrayContaining([one.id, other.id]));
    // The runtime role does not pass by the across policy, whatever the connection ran before.
    const [inside] = await inOrganization(other.id, organizationsSeen);
    expect(inside).toEqual({ name: runtimeRole, organizations: [other.id] });
    const [nowhere] = await withoutOrganization(organizationsSeen);
    expect(nowhere?.organizations).toEqual([]);
  });

  it('shows a repository call without an organization no rows, and refuses its insert', async () => {
    const other = await anOrganization(db);
    const client = await aPerson(db, 'CLIENT_VIEWER', { organizationId: other.id });
    const issues = createCreditIssuesRepository(db.db);
    const [issue] = await inOrganization(other.id, () =>
      issues.insert([
        {
          userId: client.id,
          type: 'COLLECTION',
          title: 'Walled item',
          description: 'x',
          creditor: 'Wall Co',
          impact: 30,
        },
      ]),
    );
    await db.db.execute(sql`insert into disputes (user_id, issue_id, bureau, letter_type, reason, letter_content,
      status, expected_response) values (${client.id}, ${issue?.id}, 'EXPERIAN', 'BUREAU_DISPUTE', 'NOT_MINE',
      'Walled letter', 'PENDING', date '2026-04-01')`);
    const disputes = createDisputesRepository(db.db);
    // Its own organization sees the dispute (so the two reads below can fail).
    expect(await inOrganization(other.id, () => disputes.listForUser(client.id))).toHaveLength(1);
    expect(await withoutOrganization(() => disputes.listForUser(client.id))).toEqual([]);
    expect(await inOrganization(platformOrganizationId, () => disputes.listForUser(client.id))).toEqual([]);
    expect(await withoutOrganization(() => issues.find(issue?.id ?? 0))).toBeUndefined();
    const refused = withoutOrganization(() =>
      issues.insert([
        { userId: client.id, type: 'COLLECTION', title: 'x', description: 'x', creditor: 'x', impact: 1 },
      ]),
    );
    await expect(refused).rejects.toThrow();
    const elsewhere = inOrganization(platformOrganizationId, () =>
      issues.insert([
        { userId: client.id, type: 'COLLECTION', title: 'x', description: 'x', creditor: 'x', impact: 1 },
      ]),
    );
    await expect(elsewhere).rejects.toThrow();
    const [kept] = await inOrganization(other.id, () =>
      rows<{ n: number }>(sql`select count(*)::int as n from credit_issues where user_id = ${client.id}`),
    );
    expect(kept?.n).toBe(1);
  });
});
