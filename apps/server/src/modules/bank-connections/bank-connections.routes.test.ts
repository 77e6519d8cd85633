import type { BankConnection, BankVerification } from '@app/contracts/bank-connections.contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { anAdmin, createSignedInUser } from '../../../test/factories/users';
import { useFileRows } from '../../../test/file-rows';
import { expectOwnerOnly } from '../../../test/ownership';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { bankConnections, users } from '../../db/schema';
import { seedDemoRentAndBank } from '../../db/seed/demo-rent-and-bank';

type Caller = { headers: Record<string, string>; userId: number };
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const base = '/api/bank-account-connections';
const account = {
  bankName: 'Harbor Bank',
  accountType: 'CHECKING',
  routingNumber: '021000021',
  accountNumber: '4821',
};

const appFor = useFileTestApps({}, { seed: false });
const rowsFor = useFileRows(async (t) => {
  const admin = await anAdmin(t);
  const call = (method: Method, url: string, caller: Caller | null, payload?: unknown) =>
    t.app.inject({ method, url, headers: caller?.headers ?? {}, payload: payload as never });
  const person = () => createSignedInUser(t.app, t.db, 'STANDARD');
  const fieldsOf = (body: string) =>
    (JSON.parse(body).error.details ?? []).map((d: { field: string }) => d.field).sort();

  /** The code as the person reads it in their e-mail (the outbox, read as an admin). */
  async function mailedCode(caller: Caller) {
    const me = (await call('GET', '/api/users/current', caller)).json() as { email: string };
    const res = await call('GET', `/api/admin/mail-outbox?to=${encodeURIComponent(me.email)}&limit=1`, admin);
    const [mail] = res.json() as { subject: string; body: string }[];
    expect(mail?.subject).toMatch(/bank account verification code/);
    const code = mail?.body.match(/is (\d{6})\./)?.[1];
    if (!code) throw new Error('no code mailed');
    return code;
  }
  async function sendCode(caller: Caller) {
    const res = await call('POST', `${base}/verification-codes`, caller, {});
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as BankVerification;
  }
  async function connected(caller: Caller, extra: Record<string, unknown> = {}) {
    const v = await sendCode(caller);
    const code = await mailedCode(caller);
    expect(
      (await call('POST', `${base}/verification-codes/${v.id}/check`, caller, { code })).statusCode,
    ).toBe(200);
    const res = await call('POST', base, caller, { ...account, verificationId: v.id, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as BankConnection;
  }
  return { admin, call, person, fieldsOf, mailedCode, sendCode, connected };
});

describe.each(testDatabaseKinds())('POST /api/bank-account-connections on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('e-mails a code, checks it on the server, then connects keeping only the last 4 digits, sealed', async () => {
    const owner = await s.person();
    const v = await s.sendCode(owner);
    expect(v).toMatchObject({ verified: false, attemptsLeft: 10 });
    expect(v.sentTo).toMatch(/^u•••@example\.com$/);
    // Not before the code is checked.
    const early = await s.call('POST', base, owner, { ...account, verificationId: v.id });
    expect(early.statusCode).toBe(400);
    expect(s.fieldsOf(early.body)).toEqual(['body.verificationId']);
    const code = await s.mailedCode(owner);
    const checked = await s.call('POST', `${base}/verification-codes/${v.id}/check`, owner, { code });
    expect(checked.json()).toMatchObject({ verified: true });
    const res = await s.call('POST', base, owner, {
      userId: owner.userId,
      ...account,
      autoPaymentOptimization: true,
      verificationId: v.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as BankConnection;
    expect(made).toMatchObject({
      bankName: 'Harbor Bank',
      accountType: 'CHECKING',
      routingNumber: '021000021',
      accountNumber: '4821',
      connectionStatus: 'CONNECTED',
      linkSource: 'SIMULATED',
      autoPaymentOptimization: true,
    });
    expect(made.balanceHistory).toHaveLength(30);
    expect(made.aiRecommendations.map((r) => r.type)).toContain('PAYMENT_TIMING');
    const [row] = await t.db.db.select().from(bankConnections).where(eq(bankConnections.id, made.id));
    expect(row?.accountLast4Sealed).toMatch(/^v1\./);
    expect(row?.accountLast4Sealed).not.toContain('4821');
    // One code, one account.
    const reuse = await s.call('POST', base, owner, { ...account, verificationId: v.id });
    expect(reuse.statusCode).toBe(409);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const owner = await s.person();
    const v = await s.sendCode(owner);
    const missing = await s.call('POST', base, owner, {});
    expect(missing.statusCode).toBe(400);
    expect(s.fieldsOf(missing.body)).toEqual(['body.accountType', 'body.bankName']);
    // The verification may be left out (the newest checked code is used), but none is checked yet.
    const unverified = await s.call('POST', base, owner, account);
    expect(unverified.statusCode).toBe(400);
    expect(s.fieldsOf(unverified.body)).toEqual(['body.verificationId']);
    for (const [field, value] of [
      ['routingNumber', '021000022'],
      ['routingNumber', '12345'],
      ['accountNumber', '12345'],
      ['accountNumber', '123456789012'],
      ['accountNumber', 'abcd'],
      ['accountType', 'BROKERAGE'],
      ['bankName', '   '],
    ] as const) {
      const res = await s.call('POST', base, owner, { ...account, verificationId: v.id, [field]: value });
      expect(res.statusCode, `${field}=${value}`).toBe(400);
      expect(s.fieldsOf(res.body), `${field}=${value}`).toEqual([`body.${field}`]);
    }
    for (const code of ['12345', '1234567', '']) {
      const res = await s.call('POST', `${base}/verification-codes/${v.id}/check`, owner, { code });
      expect(res.statusCode).toBe(400);
      expect(s.fieldsOf(res.body)).toEqual(['body.code']);
    }
    const noCode = await s.call('POST', `${base}/verification-codes/${v.id}/check`, owner, {});
    expect(s.fieldsOf(noCode.body)).toEqual(['body.code']);
    const patch = await s.call('PATCH', `${base}/1`, owner, {});
    expect(s.fieldsOf(patch.body)).toEqual(['body.autoPaymentOptimization']);
    // Someone else's verification does not exist for the caller.
    const other = await s.person();
    expect(
      (await s.call('POST', `${base}/verification-codes/${v.id}/check`, other, { code: '000000' }))
        .statusCode,
    ).toBe(404);
    expect((await s.call('POST', base, other, { ...account, verificationId: v.id })).statusCode).toBe(404);
    expect(
      (await s.call('POST', `${base}/verification-codes`, owner, { userId: other.userId })).statusCode,
    ).toBe(404);
  });
});

describe.each(testDatabaseKinds())('GET /api/bank-account-connections on %s', (kind) => {
  const t = appFor(kind);
  const s = rowsFor(kind, t);

  it('lists, syncs, saves the switch and removes: owner only; the admin reads; strangers 401', async () => {
    const owner = await s.person();
    const other = await s.person();
    const made = await s.connected(owner);
    await expectOwnerOnly(
      t.app,
      { method: 'GET', url: `${base}/${owner.userId}` },
      { owner, other, admin: s.admin },
    );
    await expectOwnerOnly(
      t.app,
      { method: 'GET', url: `${base}?userId=${owner.userId}` },
      { owner, other, admin: s.admin },
    );
    expect(((await s.call('GET', base, other)).json() as unknown[]).length).toBe(0);

    const writes: [Method, string, unknown][] = [
      ['POST', `${base}/${made.id}/sync`, undefined],
      ['PATCH', `${base}/${made.id}`, { autoPaymentOptimization: false }],
    ];
    for (const [method, url, payload] of writes) {
      expect((await s.call(method, url, other, payload)).statusCode, `${method} ${url} other`).toBe(404);
      expect((await s.call(method, url, s.admin, payload)).statusCode, `${method} ${url} admin`).toBe(404);
      expect((await s.call(method, url, null, payload)).statusCode, `${method} ${url} anonymous`).toBe(401);
      expect((await s.call(method, url, owner, payload)).statusCode, `${method} ${url} owner`).toBe(200);
    }
    const list = (await s.call('GET', base, owner)).json() as BankConnection[];
    expect(list[0]).toMatchObject({ id: made.id, autoPaymentOptimization: false });
    expect(list[0]?.aiRecommendations.map((r) => r.type)).not.toContain('PAYMENT_TIMING');
    expect(list[0]?.lastSync).not.toBeNull();

    expect((await s.call('DELETE', `${base}/${made.id}`, other)).statusCode).toBe(404);
    expect((await s.call('DELETE', `${base}/${made.id}`, s.admin)).statusCode).toBe(404);
    expect((await s.call('DELETE', `${base}/${made.id}`, null)).statusCode).toBe(401);
    expect((await s.call('DELETE', `${base}/${made.id}`, owner)).statusCode).toBe(204);
    expect((await s.call('GET', base, owner)).json()).toEqual([]);
    expect((await s.call('POST', `${base}/verification-codes`, null, {})).statusCode).toBe(401);
    expect((await s.call('POST', base, null, { ...account, verificationId: 1 })).statusCode).toBe(401);
  });

  it('the beta tester has one verified, synced demo account', async () => {
    // The demo seed's bank account, given to a beta tester of this test's own.
    const beta = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
    const [row] = await t.db.db.select({ email: users.email }).from(users).where(eq(users.id, beta.userId));
    await seedDemoRentAndBank(t.db.db, t.db.secretBox, row?.email as string);
    const list = (await s.call('GET', base, beta)).json() as BankConnection[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      connectionStatus: 'CONNECTED',
      accountNumber: '4821',
      linkSource: 'SIMULATED',
    });
    expect(list[0]?.balanceHistory.length).toBe(30);
  });
});

describe.each(testDatabaseKinds())(
  'POST /api/bank-account-connections/verification-codes/{id}/check on %s',
  (kind) => {
    const t = appFor(kind);
    const s = rowsFor(kind, t);

    it('10 wrong codes lock the attempt, even for the right code afterwards', async () => {
      const owner = await s.person();
      const v = await s.sendCode(owner);
      const code = await s.mailedCode(owner);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 1; i < 10; i++) {
        const res = await s.call('POST', `${base}/verification-codes/${v.id}/check`, owner, { code: wrong });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.details[0].message).toContain(
          `(${10 - i} ${10 - i === 1 ? 'try' : 'tries'} left)`,
        );
      }
      const tenth = await s.call('POST', `${base}/verification-codes/${v.id}/check`, owner, { code: wrong });
      expect(tenth.statusCode).toBe(409);
      expect(tenth.json().error.message).toMatch(/locked/);
      const right = await s.call('POST', `${base}/verification-codes/${v.id}/check`, owner, { code });
      expect(right.statusCode).toBe(409);
      // A new code starts a new attempt.
      const fresh = await s.sendCode(owner);
      const again = await s.call('POST', `${base}/verification-codes/${fresh.id}/check`, owner, {
        code: await s.mailedCode(owner),
      });
      expect(again.statusCode).toBe(200);
    });
  },
);

describe.each(testDatabaseKinds())('POST /api/bank-account-connections/verification-codes on %s', (kind) => {
  const s = rowsFor(kind, appFor(kind));

  it('five codes an hour, then 429', async () => {
    const owner = await s.person();
    for (let i = 0; i < 5; i++) await s.sendCode(owner);
    expect((await s.call('POST', `${base}/verification-codes`, owner, {})).statusCode).toBe(429);
  });
});
