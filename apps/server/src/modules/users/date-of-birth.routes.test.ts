import { dateOfBirthMessages } from '@app/contracts/users.contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { anAdmin, createSignedInUser } from '../../../test/factories/users';
import { useSharedRows } from '../../../test/file-rows';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { type DatabaseKind, testDatabaseKinds } from '../../../test/test-database';
import { auditLog, users } from '../../db/schema';

type Caller = { headers: Record<string, string>; userId: number };

const appFor = useFileTestApps({}, { seed: false });
const people = useSharedRows(appFor, async (t) => ({
  admin: await anAdmin(t),
  client: await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER'),
  other: await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER'),
}));

function setup(kind: DatabaseKind) {
  const { t, rows: p } = people(kind);
  const send = (method: 'GET' | 'PUT', userId: number, caller: Caller, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/users/${userId}/date-of-birth`,
      headers: caller.headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return { t, p, send };
}

describe.each(testDatabaseKinds())('PUT /api/users/{id}/date-of-birth on %s', (kind) => {
  const { t, p, send } = setup(kind);

  it('lets the person set their own, seals it at rest, keeps it out of the profile and audits the change', async () => {
    expect((await send('GET', p.client.userId, p.client)).json()).toEqual({
      dateOfBirth: null,
      hidden: false,
    });
    const set = await send('PUT', p.client.userId, p.client, { dateOfBirth: '1986-04-12' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ dateOfBirth: '1986-04-12', hidden: false });
    expect((await send('GET', p.client.userId, p.client)).json()).toEqual({
      dateOfBirth: '1986-04-12',
      hidden: false,
    });

    const [row] = await t.db.db
      .select({ sealed: users.dateOfBirthSealed })
      .from(users)
      .where(eq(users.id, p.client.userId));
    expect(row?.sealed).toMatch(/^v1\./);
    expect(row?.sealed).not.toContain('1986');

    const profile = await t.app.inject({ url: '/api/users/current', headers: p.client.headers });
    expect(profile.body).not.toContain('1986-04-12');

    const entries = await t.db.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'user.date_of_birth_changed'), eq(auditLog.subjectUserId, p.client.userId)),
      );
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries[0]?.details)).not.toContain('1986');
  });

  it('refuses a date that is not a real day in the past, naming the field', async () => {
    for (const dateOfBirth of ['1986-02-30', '12/04/1986', '1899-12-31', '2999-01-01']) {
      const res = await send('PUT', p.client.userId, p.client, { dateOfBirth });
      expect(res.statusCode, dateOfBirth).toBe(400);
      expect(res.body).toContain('dateOfBirth');
    }
    const res = await send('PUT', p.client.userId, p.client, { dateOfBirth: '2999-01-01' });
    expect(res.body).toContain(dateOfBirthMessages.range);
  });
});

describe.each(testDatabaseKinds())('GET /api/users/{id}/date-of-birth on %s', (kind) => {
  const { p, send } = setup(kind);

  it('lets an admin change a client’s and learn one is on file (never the date), and nobody else', async () => {
    expect((await send('PUT', p.other.userId, p.admin, { dateOfBirth: '1990-02-28' })).statusCode).toBe(200);
    expect((await send('GET', p.other.userId, p.admin)).json()).toEqual({ dateOfBirth: null, hidden: true });
    expect((await send('GET', p.other.userId, p.other)).json()).toEqual({
      dateOfBirth: '1990-02-28',
      hidden: false,
    });
    expect((await send('GET', p.other.userId, p.client)).statusCode).toBe(404);
    expect((await send('PUT', p.other.userId, p.client, { dateOfBirth: '1970-01-01' })).statusCode).toBe(404);
    expect((await send('GET', p.other.userId, p.admin)).json()).toEqual({ dateOfBirth: null, hidden: true });
    expect((await send('PUT', p.other.userId, p.admin, { dateOfBirth: null })).json()).toEqual({
      dateOfBirth: null,
      hidden: false,
    });
    expect((await send('GET', p.other.userId, p.admin)).json()).toEqual({ dateOfBirth: null, hidden: false });
  });
});

describe.each(testDatabaseKinds())('POST /api/users on %s', (kind) => {
  const { t, p, send } = setup(kind);

  it('takes an optional date of birth when an admin creates a client', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: p.admin.headers,
      payload: {
        firstName: 'Dana',
        lastName: 'Birthday',
        email: `dana-${Date.now()}@example.com`,
        password: 'Str0ng!Passw0rd#2026',
        dateOfBirth: '1979-11-03',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.body).not.toContain('1979-11-03');
    expect((await send('GET', res.json().id, p.admin)).json()).toEqual({ dateOfBirth: null, hidden: true });
  });
});
