import { describe, expect, it } from 'vitest';
import { anAdmin } from '../../../test/factories/users';
import { sentMailTo } from '../../../test/sent-mail';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';

const appFor = useFileTestApps({ PUBLIC_URL: 'https://app.example.test' }, { seed: false });

describe.each(testDatabaseKinds())('POST /api/users on %s', (kind) => {
  const t = appFor(kind);

  it('e-mails a new client without a password a one-time link to choose theirs', async () => {
    const admin = await anAdmin(t);
    const email = 'invited.client@example.com';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin.headers,
      payload: { firstName: 'Ivy', lastName: 'Invited', email },
    });
    expect(created.statusCode, created.body).toBe(201);

    const [mail] = sentMailTo(t.app, email);
    expect(mail?.subject).toMatch(/choose your password/);
    const token = mail?.body.match(/https:\/\/app\.example\.test\/reset-password\?token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();

    const check = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-link/check',
      payload: { token },
    });
    expect(check.json()).toMatchObject({ purpose: 'invite', firstName: 'Ivy', accessLevel: 'CLIENT_VIEWER' });
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-link',
      payload: { token, newPassword: 'Ivy#Chosen2026' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Ivy#Chosen2026' },
    });
    expect(login.statusCode).toBe(200);
    // Chosen by the person, not given by an admin: nothing to replace at first sign-in.
    expect(login.json().requiresPasswordReset).toBe(false);
  });
});
