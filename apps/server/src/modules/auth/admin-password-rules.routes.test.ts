import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { users } from '../../db/schema';
import { hashPassword } from '../../platform/auth/passwords';

const current = 'Current#Pass2026';

/** An admin's new password needs a special character from @$!%*?&. */
describe.each(testDatabaseKinds())('POST /api/auth/reset-password, admin password rules, on %s', (kind) => {
  const t = useTestApp(kind, {}, { seed: false });
  const people: Record<'ADMIN' | 'STANDARD', { headers: Record<string, string> }> = {} as never;
  beforeAll(async () => {
    const passwordHash = await hashPassword(current);
    for (const accessLevel of ['ADMIN', 'STANDARD'] as const) {
      const [row] = await t.db.db
        .insert(users)
        .values({
          firstName: 'Pat',
          lastName: accessLevel,
          email: `pat-${accessLevel.toLowerCase()}-${kind}@example.com`,
          passwordHash,
          accessLevel,
        })
        .returning({ id: users.id });
      const { token } = await t.app.services.sessions.start(row?.id as number, { ip: '127.0.0.1' });
      people[accessLevel] = { headers: { authorization: `Bearer ${token}` } };
    }
  });

  const change = (who: 'ADMIN' | 'STANDARD', newPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: people[who].headers,
      payload: { currentPassword: current, newPassword },
    });

  it('refuses an admin password whose only special character is outside @$!%*?&', async () => {
    const res = await change('ADMIN', 'Harbor#Lantern93');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      { field: 'newPassword', message: 'Password must contain at least one special character (@$!%*?&)' },
    ]);
  });

  it('lets a non-admin use the consumer side’s wider set', async () => {
    expect((await change('STANDARD', 'Harbor#Lantern93')).statusCode).toBe(200);
  });

  it('accepts an admin password with a character of the admin set', async () => {
    expect((await change('ADMIN', 'Harbor@Lantern93')).statusCode).toBe(200);
  });
});
