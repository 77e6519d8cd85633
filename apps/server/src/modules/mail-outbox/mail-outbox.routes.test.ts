import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories/users';
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
});
