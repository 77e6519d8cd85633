import { type TeamRole, teamAbilities } from '@app/contracts/team-roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessRow, accessMatrix, consumerActWords, ownedByUserId } from '../../test/access-matrix';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { anOrganization } from '../../test/factories/organizations';
import { aPerson, createSignedInUser } from '../../test/factories/users';
import { concreteUrl } from '../../test/route-requests';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../test/test-database';
import * as schema from '../db/schema';
import type { DeclaredRoute } from './auth/access-policy';

/** Consumers by access level; the company's team (all `ADMIN` to the API) by team role. */
type Consumer = 'CLIENT_VIEWER' | 'STANDARD' | 'BETA_TESTER';
type Role = 'anonymous' | Consumer | TeamRole;
const consumers: Consumer[] = ['CLIENT_VIEWER', 'STANDARD', 'BETA_TESTER'];
const staff: TeamRole[] = ['OWNER', 'ADMIN', 'SPECIALIST', 'PROCESSOR', 'SALES'];
const roles: Role[] = ['anonymous', ...consumers, ...staff];

/** Which roles each row lets past the door; the rest get 401 (no session) or 403. */
const admitted: Record<AccessRow, Role[]> = {
  anyone: roles,
  signedIn: [...consumers, ...staff],
  // The company's staff keep every tool for their clients.
  fullOrGranted: ['BETA_TESTER', ...staff],
  bureauAnswerers: ['BETA_TESTER', 'OWNER', 'ADMIN', 'SPECIALIST', 'PROCESSOR'],
  letterDrafters: ['BETA_TESTER', 'OWNER', 'ADMIN', 'SPECIALIST'],
  adminOnly: ['OWNER', 'ADMIN'],
  // The matrix's office belongs to the platform's own organization, so it is the operator.
  operatorOnly: ['OWNER', 'ADMIN'],
  ownerOnly: ['OWNER'],
  clientListers: ['OWNER', 'ADMIN', 'SPECIALIST', 'PROCESSOR'],
  clientWorkers: ['OWNER', 'ADMIN', 'SPECIALIST'],
  uploaders: ['OWNER', 'ADMIN', 'SPECIALIST', 'PROCESSOR'],
  mailers: ['OWNER', 'ADMIN', 'PROCESSOR'],
  trackers: ['OWNER', 'ADMIN', 'PROCESSOR', 'SPECIALIST'],
  leadWorkers: ['OWNER', 'ADMIN', 'SALES'],
  assigners: ['OWNER', 'ADMIN'],
  teamMembers: staff,
};

/** Rows only the company's team passes: their person-routes are asked with a client's id, not the caller's. */
const staffRows = new Set<AccessRow>([
  'adminOnly',
  'operatorOnly',
  'ownerOnly',
  'clientListers',
  'clientWorkers',
  'uploaders',
  'mailers',
  'trackers',
  'leadWorkers',
  'assigners',
  'teamMembers',
]);

const rowOf = new Map<string, AccessRow>(
  Object.entries(accessMatrix).flatMap(([row, routes]) => routes.map((r) => [r, row as AccessRow])),
);
const key = (r: Pick<DeclaredRoute, 'method' | 'url'>) => `${r.method} ${r.url}`;
// An event stream never ends once admitted, so only its refusals are asked for here.
const isStream = (r: DeclaredRoute) => r.url.endsWith('/events');

describe.each(testDatabaseKinds())('the access matrix against the running server on %s', (kind) => {
  let db: TestDatabase;
  let app: TestApp;
  const users = {} as Record<Exclude<Role, 'anonymous'>, number>;
  let stranger: number;
  /** A client of the first organization assigned to its specialist. */
  let assigned: number;
  /** A client of a second organization. */
  let foreignClient: number;
  /** An admin of a second organization: nothing of the first (the demo's and the rows above) is theirs. */
  let otherAdmin: number;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await buildTestApp(db);
    for (const role of consumers) users[role] = (await createSignedInUser(app, db, role)).userId;
    for (const role of staff)
      users[role] = (await createSignedInUser(app, db, 'ADMIN', { teamRole: role })).userId;
    stranger = (await createSignedInUser(app, db, 'STANDARD')).userId;
    assigned = (await aPerson(db, 'STANDARD', { assignedSpecialistId: users.SPECIALIST })).id;
    const other = await anOrganization(db);
    otherAdmin = (await aPerson(db, 'ADMIN', { organizationId: other.id })).id;
    foreignClient = (await aPerson(db, 'STANDARD', { organizationId: other.id })).id;
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  /**
   * The query a read cannot be asked without: given, so the call reaches the record's lookup and the
   * matrix judges who may see it, not the shape of the question.
   */
  const requiredQuery: Record<string, string> = {
    'GET /api/dispute-outcomes/:userId/next-round/complaint': '?issueId=1&bureau=EQUIFAX',
  };

  // A fresh session per call: some routes (sign-out, stop impersonating) end the one they are called with.
  async function call(route: DeclaredRoute, role: Role | 'otherAdmin', param: string) {
    const headers: Record<string, string> = {};
    if (role !== 'anonymous') {
      const who = role === 'otherAdmin' ? otherAdmin : users[role];
      const { token } = await app.services.sessions.start(who, { ip: '127.0.0.1' });
      headers.authorization = `Bearer ${token}`;
    }
    const withBody = !['GET', 'DELETE'].includes(route.method);
    return app.inject({
      method: route.method as 'GET',
      url: concreteUrl(route, param) + (requiredQuery[key(route)] ?? ''),
      headers: withBody ? { ...headers, 'content-type': 'application/json' } : headers,
      payload: withBody ? '{}' : undefined,
    });
  }

  it('places every route, and only routes that exist', () => {
    const declared = new Set(app.declaredRoutes.map(key));
    expect(app.declaredRoutes.filter((r) => !rowOf.has(key(r))).map(key)).toEqual([]);
    expect([...rowOf.keys()].filter((k) => !declared.has(k))).toEqual([]);
  });

  it('declares every changing route named after an act reserved for the consumer as that act', () => {
    // The team's own routes are never a client's session's (it has no team role), so they declare nothing.
    const changing = app.declaredRoutes.filter(
      (r) => !['GET', 'HEAD'].includes(r.method) && r.access !== 'public' && !(r.access in teamAbilities),
    );
    const named = changing.filter((r) => consumerActWords.test(r.url));
    expect(named.length).toBeGreaterThanOrEqual(20);
    expect(named.filter((r) => !r.consumerAct).map(key)).toEqual([]);
  });

  it('lets in exactly the roles each route’s row names', { timeout: 300_000 }, async () => {
    const wrong: string[] = [];
    for (const route of app.declaredRoutes) {
      const row = rowOf.get(key(route));
      if (!row) continue;
      for (const role of roles) {
        const allowed = admitted[row].includes(role);
        if (allowed && isStream(route)) continue;
        // The caller's own id, so that only the door (not ownership) can refuse.
        const own = role === 'anonymous' ? '999999' : String(users[role]);
        const res = await call(route, role, own);
        const refused = res.statusCode === 401 || res.statusCode === 403;
        const expected = allowed ? 'let in' : role === 'anonymous' ? '401' : '403';
        // A provider's webhook lets everyone to the door and answers 401 to an unsigned body.
        const ok = allowed
          ? !refused || ['RESERVED_FOR_CLIENT', 'BAD_SIGNATURE'].includes(res.json().error?.code)
          : res.statusCode === (role === 'anonymous' ? 401 : 403);
        if (!ok) wrong.push(`${key(route)} as ${role}: ${res.statusCode}, expected ${expected}`);
        if (res.statusCode >= 500) wrong.push(`${key(route)} as ${role}: ${res.statusCode} ${res.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers a non-admin asking for someone else’s records by user id with 404', {
    timeout: 120_000,
  }, async () => {
    const wrong: string[] = [];
    for (const route of app.declaredRoutes) {
      const row = rowOf.get(key(route));
      if (!row || staffRows.has(row) || row === 'anyone' || !ownedByUserId(route.url) || isStream(route))
        continue;
      for (const role of ['CLIENT_VIEWER', 'STANDARD', 'BETA_TESTER'] as const) {
        const res = await call(route, role, String(stranger));
        const expected = admitted[row].includes(role) ? 404 : 403;
        // An empty body may be refused before the record is looked up; that tells the caller nothing either.
        const refusedBody = !['GET', 'DELETE'].includes(route.method) && res.statusCode === 400;
        if (res.statusCode !== expected && !refusedBody)
          wrong.push(`${key(route)} as ${role} for another person: ${res.statusCode}, expected ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets each team role reach the clients its role reaches, and answers 404 for any other (own and other client, own and other organization)', {
    timeout: 300_000,
  }, async () => {
    const wrong: string[] = [];
    for (const route of app.declaredRoutes) {
      const row = rowOf.get(key(route));
      if (!row || row === 'anyone' || row === 'operatorOnly' || !ownedByUserId(route.url) || isStream(route))
        continue;
      for (const role of staff) {
        if (!admitted[row].includes(role)) continue;
        // The office and the processor reach every client of the company; a specialist only their own.
        const reachesAll = role === 'OWNER' || role === 'ADMIN' || role === 'PROCESSOR';
        const cases: [string, number, boolean][] = [
          ['their own client', assigned, role !== 'SALES'],
          ['another specialist’s or no one’s client', stranger, reachesAll],
          ['a client of another organization', foreignClient, false],
        ];
        for (const [what, clientId, reaches] of cases) {
          const res = await call(route, role, String(clientId));
          const refusedBody = !['GET', 'DELETE'].includes(route.method) && res.statusCode === 400;
          if (res.statusCode >= 500)
            wrong.push(`${key(route)} as ${role} for ${what}: ${res.statusCode} ${res.body}`);
          else if (!reaches && res.statusCode !== 404 && !refusedBody)
            wrong.push(`${key(route)} as ${role} for ${what}: ${res.statusCode}, expected 404`);
          else if (reaches && [401, 403].includes(res.statusCode))
            wrong.push(`${key(route)} as ${role} for ${what}: ${res.statusCode}, expected to be let in`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers an admin of another organization with 404 for every person and record of the first, and shows none of them', {
    timeout: 300_000,
  }, async () => {
    const people = await db.db
      .select({
        id: schema.users.id,
        email: schema.users.email,
        firstName: schema.users.firstName,
        lastName: schema.users.lastName,
      })
      .from(schema.users);
    const ours = people.filter((p) => p.id !== otherAdmin && p.id !== foreignClient);
    // Anything that names a person of the first organization (address or surname), in any answer, is a leak.
    const marks = ours.flatMap((p) =>
      [p.email, `"${p.lastName}"`, `${p.firstName} ${p.lastName}`].map((m) => m.toLowerCase()),
    );
    const firstClient = ours.find((p) => p.email === 'client@example.com')?.id ?? stranger;
    // The first organization's people and the first ids of every other kind of record (all the demo's).
    const ids = [...new Set([String(firstClient), String(stranger), '1', '2', '3'])];
    const leaks: string[] = [];
    let requests = 0;
    for (const route of app.declaredRoutes) {
      const row = rowOf.get(key(route));
      if (!row || isStream(route)) continue;
      const hasParam = route.url.includes(':');
      for (const id of hasParam ? ids : ['-']) {
        const res = await call(route, 'otherAdmin', id);
        requests++;
        // An admin of any other organization is not the platform operator.
        if (row === 'operatorOnly') {
          if (res.statusCode !== 403)
            leaks.push(`${key(route)} as another organization's admin: ${res.statusCode}, expected 403`);
          continue;
        }
        const body = res.body.toLowerCase();
        const named = marks.find((m) => body.includes(m));
        if (named) leaks.push(`${key(route)} with ${id}: ${res.statusCode} names ${named}`);
        // A person of the first organization, named by id, does not exist for this admin.
        const byPerson = ownedByUserId(route.url) && (id === String(firstClient) || id === String(stranger));
        const refusedBody = !['GET', 'DELETE'].includes(route.method) && res.statusCode === 400;
        if (byPerson && res.statusCode !== 404 && !refusedBody)
          leaks.push(`${key(route)} for a person of another organization: ${res.statusCode}, expected 404`);
        if (res.statusCode >= 500) leaks.push(`${key(route)} with ${id}: ${res.statusCode} ${res.body}`);
      }
    }
    console.info(`cross-organization matrix on ${kind}: ${requests} requests, ${leaks.length} leaks`);
    expect(leaks).toEqual([]);
  });
});
