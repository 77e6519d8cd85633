import { describe, expect, it } from 'vitest';
import { anOrganization } from '../../../test/factories/organizations';
import { aPerson, createSignedInUser } from '../../../test/factories/users';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';

describe.each(testDatabaseKinds())('GET /api/admin/mail-outbox on %s', (kind) => {
  const t = useTestApp(kind, {}, { seed: false });

  it('shows admins the kept mail, newest first, filtered by address; nobody else', async () => {
    const admin = await createSignedInUser(t.app, t.db, 'ADMIN');
    const client = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    await t.app.services.mail.send({ to: 'first@example.com', subject: 'One', body: 'Body one' });
    await t.app.services.mail.send({ to: 'Second@Example.com', subject: 'Two', body: 'Body two' });

    const all = await t.app.inject({ url: '/api/admin/mail-outbox?limit=2', headers: admin.headers });
    expect(all.statusCode).toBe(200);
    expect(all.json().map((m: { subject: string }) => m.subject)).toEqual(['Two', 'One']);
    expect(all.json()[0]).toMatchObject({ transport: 'outbox', sentAt: null, error: null });

    const one = await t.app.inject({
      url: '/api/admin/mail-outbox?to=second@example.com',
      headers: admin.headers,
    });
    expect(one.json().map((m: { to: string }) => m.to)).toEqual(['Second@Example.com']);

    expect((await t.app.inject({ url: '/api/admin/mail-outbox', headers: client.headers })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: '/api/admin/mail-outbox' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/admin/mail-outbox?limit=0', headers: admin.headers })).statusCode,
    ).toBe(400);
  });

  it('keeps each organization’s mail its own, even to an address two organizations share', async () => {
    const platformAdmin = await createSignedInUser(t.app, t.db, 'ADMIN');
    const summit = await anOrganization(t.db);
    const summitAdmin = await aPerson(t.db, 'ADMIN', { organizationId: summit.id });
    const { token } = await t.app.services.sessions.start(summitAdmin.id, { ip: '127.0.0.1' });
    const summitHeaders = { authorization: `Bearer ${token}` };
    // One address, a person in each organization; and an address only Summit's client has.
    const shared = 'shared-client@example.com';
    await aPerson(t.db, 'STANDARD', { email: shared });
    await aPerson(t.db, 'STANDARD', { organizationId: summit.id, email: shared });
    const onlySummits = await aPerson(t.db, 'STANDARD', { organizationId: summit.id });

    // Sent for Summit (its brand), found by its one person, and for no organization at all.
    await t.app.services.mail.send({
      to: shared,
      subject: 'Summit news',
      body: 'b',
      organizationId: summit.id,
    });
    await t.app.services.mail.send({ to: onlySummits.email, subject: 'Summit reminder', body: 'b' });
    await t.app.services.mail.send({ to: shared, subject: 'Platform news', body: 'b' });

    const subjects = async (headers: Record<string, string>) => {
      const res = await t.app.inject({ url: '/api/admin/mail-outbox?limit=100', headers });
      expect(res.statusCode).toBe(200);
      return res.json().map((m: { subject: string }) => m.subject);
    };
    expect(await subjects(summitHeaders)).toEqual(['Summit reminder', 'Summit news']);
    const platforms = await subjects(platformAdmin.headers);
    expect(platforms).toContain('Platform news');
    expect(platforms).not.toContain('Summit news');
    expect(platforms).not.toContain('Summit reminder');
  });
});
