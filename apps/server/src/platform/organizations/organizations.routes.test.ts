import { randomBytes } from 'node:crypto';
import { organizationMessages } from '@app/contracts/organizations.contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { anOrganization } from '../../../test/factories/organizations';
import { aPersonWithPassword, createSignedInUser } from '../../../test/factories/users';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { organizations, users } from '../../db/schema';

// Organizations as tenants: the request's organization comes from the signed-in person, or for a
// visitor from the host name the request came to; never from the body.
const appFor = useFileTestApps({}, { seed: false });
const tag = () => randomBytes(4).toString('hex');
const password = 'Tenant#Pass2026';

describe.each(testDatabaseKinds())(
  'POST /api/auth/login within the organization of the host on %s',
  (kind) => {
    const t = appFor(kind);
    const login = (host: string, email: string, pass = password) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { host },
        payload: { email, password: pass, loginType: 'client' },
      });

    it('finds the same address as two people in two organizations, each at its own host', async () => {
      const host = `acme-credit-${tag()}.localhost`;
      const acme = await anOrganization(t.db, { host });
      const email = `same.${tag()}@example.com`;
      const ours = await aPersonWithPassword(t.db, 'STANDARD', { email }, password);
      const theirs = await aPersonWithPassword(
        t.db,
        'STANDARD',
        { email, organizationId: acme.id },
        'Other#Pass2026',
      );
      expect(theirs.userId).not.toBe(ours.userId);

      const atAcme = await login(`${host}:3000`, email, 'Other#Pass2026');
      expect(atAcme.statusCode).toBe(200);
      expect(atAcme.json().user.id).toBe(theirs.userId);
      // Upper case host, as a browser may send it: host names match whatever their letter case.
      expect((await login(host.toUpperCase(), email, 'Other#Pass2026')).statusCode).toBe(200);
      // The platform's own person is not found at Acme's host, nor Acme's at the platform's.
      expect((await login(host, email, password)).statusCode).toBe(401);
      const atPlatform = await login('localhost', email, password);
      expect(atPlatform.statusCode).toBe(200);
      expect(atPlatform.json().user.id).toBe(ours.userId);
      expect((await login('localhost', email, 'Other#Pass2026')).statusCode).toBe(401);
    });

    it('takes a host that matches no organization as the platform’s own', async () => {
      const person = await aPersonWithPassword(t.db, 'STANDARD', {}, password);
      const res = await login(`nobody-${tag()}.example.org`, person.email);
      expect(res.statusCode).toBe(200);
      expect(res.json().user.id).toBe(person.userId);
    });

    it('refuses the people of a suspended organization, and ends their sessions at once', async () => {
      const host = `paused-${tag()}.localhost`;
      const paused = await anOrganization(t.db, { host });
      const person = await aPersonWithPassword(t.db, 'STANDARD', { organizationId: paused.id }, password);
      const signed = await login(host, person.email);
      expect(signed.statusCode).toBe(200);
      const headers = { authorization: `Bearer ${signed.json().token}` };
      expect((await t.app.inject({ method: 'GET', url: '/api/users/current', headers })).statusCode).toBe(
        200,
      );

      await t.db.db
        .update(organizations)
        .set({ status: 'suspended', suspendedAt: new Date() })
        .where(eq(organizations.id, paused.id));
      expect((await t.app.inject({ method: 'GET', url: '/api/users/current', headers })).statusCode).toBe(
        401,
      );
      const refused = await login(host, person.email);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject({
        code: 'ORGANIZATION_SUSPENDED',
        message: organizationMessages.suspended,
      });
      // A wrong password learns nothing of the suspension.
      expect((await login(host, person.email, 'Wrong#Pass2026')).statusCode).toBe(401);
    });
  },
);

describe.each(testDatabaseKinds())('GET /api/app-info by the host of the request on %s', (kind) => {
  const t = appFor(kind);

  it('names the organization whose host the visitor came to, else the platform', async () => {
    const host = `summit-${tag()}.localhost`;
    const org = await anOrganization(t.db, {
      host,
      companyName: 'Summit Test Partners',
      supportEmail: 'help@summit.test',
    });
    const theirs = await t.app.inject({ method: 'GET', url: '/api/app-info', headers: { host } });
    expect(theirs.json()).toMatchObject({ companyName: org.companyName, supportEmail: 'help@summit.test' });
    const ours = await t.app.inject({ method: 'GET', url: '/api/app-info', headers: { host: 'localhost' } });
    expect(ours.json().companyName).not.toBe(org.companyName);
  });
});

describe.each(testDatabaseKinds())('POST /api/users per organization on %s', (kind) => {
  const t = appFor(kind);
  const create = (headers: Record<string, string>, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers,
      payload: { firstName: 'Dana', lastName: 'Client', email, password: 'Start#Tmp2026x' },
    });

  it('makes the client in the admin’s organization; an address is taken only within one', async () => {
    const acme = await anOrganization(t.db);
    const ourAdmin = await createSignedInUser(t.app, t.db, 'ADMIN');
    const [acmeAdminRow] = await t.db.db
      .update(users)
      .set({ organizationId: acme.id })
      .where(eq(users.id, (await createSignedInUser(t.app, t.db, 'ADMIN')).userId))
      .returning({ id: users.id });
    const acmeAdmin = acmeAdminRow as { id: number };
    const { token } = await t.app.services.sessions.start(acmeAdmin.id, { ip: '127.0.0.1' });
    const acmeHeaders = { authorization: `Bearer ${token}` };

    const email = `shared.${tag()}@example.com`;
    expect((await create(ourAdmin.headers, email)).statusCode).toBe(201);
    const made = await create(acmeHeaders, email.toUpperCase());
    expect(made.statusCode).toBe(201);
    const [row] = await t.db.db
      .select({ organizationId: users.organizationId })
      .from(users)
      .where(eq(users.id, made.json().id));
    expect(row?.organizationId).toBe(acme.id);
    const again = await create(acmeHeaders, email);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('EMAIL_TAKEN');

    // Each admin's people list holds their own organization's client only.
    const list = async (headers: Record<string, string>) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/users?search=${encodeURIComponent(email)}`, headers })
      ).json().items as { id: number }[];
    expect(await list(acmeHeaders)).toEqual([expect.objectContaining({ id: made.json().id })]);
    expect((await list(ourAdmin.headers)).map((p) => p.id)).not.toContain(made.json().id);
  });
});
