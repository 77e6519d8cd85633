import { passwordLinkMessages, resetRequestLimits } from '@app/contracts/password-links.contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { anAccount, signedIn } from '../../../test/factories/accounts';
import { useFileRows } from '../../../test/file-rows';
import { sentMailTo } from '../../../test/sent-mail';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { mailOutbox } from '../../db/schema';

const newPassword = 'Fresh#Start2026';

const appFor = useFileTestApps(
  { ADMIN_MFA: 'required', PUBLIC_URL: 'https://app.example.test' },
  { seed: false },
);
let ipCounter = 0;
/** Each test its own network address, so the per-IP limit of one test does not spill into another. */
const nextIp = () => `10.0.0.${++ipCounter}`;
const rowsFor = useFileRows(async (t) => {
  const forgot = (email: string, remoteAddress = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });
  const useLink = (token: string, password = newPassword) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/password-link',
      payload: { token, newPassword: password },
    });
  const check = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/password-link/check', payload: { token } });
  const login = (email: string, password: string, loginType = 'client') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, loginType } });

  /** The token of the latest link mailed to an address, as the person reads it in their inbox. */
  async function mailedToken(email: string) {
    await t.app.services.passwordLinks.mailSettled();
    const [mail] = sentMailTo(t.app, email);
    const match = mail?.body.match(/https:\/\/app\.example\.test\/reset-password\?token=([A-Za-z0-9_-]+)/);
    if (!match?.[1]) throw new Error(`no link mailed to ${email}`);
    return { token: match[1], mail: mail as NonNullable<typeof mail> };
  }
  const outboxCount = async () =>
    (await t.db.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox))[0]?.n ?? 0;
  return { forgot, useLink, check, login, mailedToken, outboxCount };
});

describe.each(testDatabaseKinds())('POST /api/auth/forgot-password on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const beta = await anAccount(t, 'BETA_TESTER');
    const before = await s.outboxCount();
    const known = await s.forgot(beta.email.toUpperCase());
    const unknown = await s.forgot('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(passwordLinkMessages.requested);
    await t.app.services.passwordLinks.mailSettled();
    expect(await s.outboxCount()).toBe(before + 1);
    const { mail } = await s.mailedToken(beta.email);
    expect(mail.subject).toMatch(/Reset your .* password/);
    expect(mail.body).toContain('30 minutes');
  });

  it('limits requests per address and per network address, whether or not the address exists', async () => {
    const ip = nextIp();
    for (let i = 0; i < resetRequestLimits.perAddressPerHour; i++) {
      expect((await s.forgot('limited@example.com', ip)).statusCode).toBe(200);
    }
    const limited = await s.forgot('limited@example.com', nextIp());
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(passwordLinkMessages.tooMany);

    const crowded = nextIp();
    for (let i = 0; i < resetRequestLimits.perIpPerHour; i++) {
      expect((await s.forgot(`visitor-${i}@example.com`, crowded)).statusCode).toBe(200);
    }
    expect((await s.forgot('one-more@example.com', crowded)).statusCode).toBe(429);
  });

  it('names the field of a malformed request', async () => {
    const res = await s.forgot('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('email');
    expect((await s.useLink('x')).statusCode).toBe(400);
  });
});

describe.each(testDatabaseKinds())('POST /api/auth/password-link on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('sets the password once with the link, ends every session, and the old password stops working', async () => {
    const beta = await anAccount(t, 'BETA_TESTER');
    const session = await signedIn(t, beta);
    await s.forgot(beta.email);
    const { token } = await s.mailedToken(beta.email);

    const checked = await s.check(token);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ purpose: 'reset', firstName: beta.firstName });

    const weak = await s.useLink(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.details[0].field).toBe('newPassword');

    const used = await s.useLink(token);
    expect(used.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/current', headers: session.headers });
    expect(me.statusCode).toBe(401);
    expect((await s.login(beta.email, beta.password)).statusCode).toBe(401);
    expect((await s.login(beta.email, newPassword)).statusCode).toBe(200);

    const again = await s.useLink(token, 'Another#Pass2026');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(passwordLinkMessages.invalidLink);
    expect((await s.check(token)).statusCode).toBe(400);
  });

  it('refuses an expired link with a message that says to ask again', async () => {
    const client = await anAccount(t, 'CLIENT_VIEWER');
    await s.forgot(client.email);
    const { token } = await s.mailedToken(client.email);
    // 31 minutes later, as the database sees it.
    await t.db.db.execute(
      sql`update password_links set expires_at = now() - interval '1 minute' where used_at is null`,
    );
    const res = await s.useLink(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('PASSWORD_LINK_INVALID');
    expect(res.json().error.message).toMatch(/Ask for a new one/);
    expect((await s.login(client.email, client.password)).statusCode).toBe(200);
  });

  it('lets only the newest link work when several were asked for', async () => {
    const client = await anAccount(t, 'CLIENT_VIEWER');
    await s.forgot(client.email);
    const first = (await s.mailedToken(client.email)).token;
    await s.forgot(client.email);
    const second = (await s.mailedToken(client.email)).token;
    expect(second).not.toBe(first);
    expect((await s.useLink(first)).statusCode).toBe(400);
  });

  it('still asks an admin for the second factor after a reset', async () => {
    const admin = await anAccount(t, 'ADMIN');
    await s.forgot(admin.email);
    const { token } = await s.mailedToken(admin.email);
    expect((await s.check(token)).json().accessLevel).toBe('ADMIN');
    // The admin rules apply: a special character outside the admin set is refused.
    expect((await s.useLink(token, 'Fresh#Start2026')).statusCode).toBe(400);
    expect((await s.useLink(token, 'Fresh@Start2026')).statusCode).toBe(200);
    const res = await s.login(admin.email, 'Fresh@Start2026', 'admin');
    expect(res.statusCode).toBe(200);
    expect(res.json().secondFactor).not.toBeNull();
  });
});
