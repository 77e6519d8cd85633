import { dateOfBirthMessages } from '@app/contracts/users.contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { anAdmin, createSignedInUser } from '../../../test/factories/users';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { auditLog, users } from '../../db/schema';

type Caller = { headers: Record<string, string>; userId: number };

describe.each(testDatabaseKinds())('date of birth on %s', (kind) => {
  const t = useTestApp(kind, {}, { seed: false });
  let admin: Caller;
  let client: Caller;
  let other: Caller;
  beforeAll(async () => {
    admin = await anAdmin(t);
    client = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    other = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
  });
  const send = (method: 'GET' | 'PUT', userId: number, caller: Caller, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/users/${userId}/date-of-birth`,
      headers: caller.headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it('lets the person set their own, seals it at rest, keeps it out of the profile and audits the change', async () => {
    expect((await send('GET', client.userId, client)).json()).toEqual({ dateOfBirth: null });
    const set = await send('PUT', client.userId, client, { dateOfBirth: '1986-04-12' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ dateOfBirth: '1986-04-12' });
    expect((await send('GET', client.userId, client)).json()).toEqual({ dateOfBirth: '1986-04-12' });

    const [row] = await t.db.db
      .select({ sealed: users.dateOfBirthSealed })
      .from(users)
      .where(eq(users.id, client.userId));
    expect(row?.sealed).toMatch(/^v1\./);
    expect(row?.sealed).not.toContain('1986');

    const profile = await t.app.inject({ url: '/api/users/current', headers: client.headers });
    expect(profile.body).not.toContain('1986-04-12');

    const entries = await t.db.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'user.date_of_birth_changed'), eq(auditLog.subjectUserId, client.userId)),
      );
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries[0]?.details)).not.toContain('1986');
  });

  it('lets an admin read and change a client’s, and nobody else', async () => {
    expect((await send('PUT', other.userId, admin, { dateOfBirth: '1990-02-28' })).statusCode).toBe(200);
    expect((await send('GET', other.userId, admin)).json()).toEqual({ dateOfBirth: '1990-02-28' });
    expect((await send('GET', other.userId, client)).statusCode).toBe(404);
    expect((await send('PUT', other.userId, client, { dateOfBirth: '1970-01-01' })).statusCode).toBe(404);
    expect((await send('GET', other.userId, admin)).json()).toEqual({ dateOfBirth: '1990-02-28' });
    expect((await send('PUT', other.userId, admin, { dateOfBirth: null })).json()).toEqual({
      dateOfBirth: null,
    });
    expect((await send('GET', other.userId, admin)).json()).toEqual({ dateOfBirth: null });
  });

  it('refuses a date that is not a real day in the past, naming the field', async () => {
    for (const dateOfBirth of ['1986-02-30', '12/04/1986', '1899-12-31', '2999-01-01']) {
      const res = await send('PUT', client.userId, client, { dateOfBirth });
      expect(res.statusCode, dateOfBirth).toBe(400);
      expect(res.body).toContain('dateOfBirth');
    }
    const res = await send('PUT', client.userId, client, { dateOfBirth: '2999-01-01' });
    expect(res.body).toContain(dateOfBirthMessages.range);
  });

  it('takes an optional date of birth when an admin creates a client', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin.headers,
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
    expect((await send('GET', res.json().id, admin)).json()).toEqual({ dateOfBirth: '1979-11-03' });
  });
});
