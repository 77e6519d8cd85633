import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOrganization } from '../../../test/factories/organizations';
import { sentMailTo } from '../../../test/sent-mail';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { auditLog, organizations, users } from '../../db/schema';
import { platformOrganizationId } from '../../db/schema/organizations';

// A company signs up for the White Label plan: a verified address, its organization and its owner,
// who must set up two-step sign-in before anything else.
const appFor = useFileTestApps({ ADMIN_MFA: 'optional' }, { seed: false });
const tag = () => randomBytes(4).toString('hex');
afterEach(() => {
  vi.useRealTimers();
});
type T = ReturnType<typeof appFor>;

/** Starts a sign-up for a fresh address and reads the token from the mail it sent. */
async function aSignupLink(t: T) {
  const email = `owner.${tag()}@acme-credit.example.com`;
  const res = await t.app.inject({ method: 'POST', url: '/api/company-signup', payload: { email } });
  expect(res.statusCode).toBe(202);
  const [mail] = sentMailTo(t.app, email);
  const token = mail?.body.match(/company-signup\?token=([\w%-]+)/)?.[1];
  if (!token) throw new Error('no sign-up link was mailed');
  return { email, token: decodeURIComponent(token) };
}

const details = () => ({
  firstName: 'Alex',
  lastName: 'Owner',
  password: 'Owner#Pass2026!',
  companyName: `Acme Credit ${tag()}`,
  croaBusinessName: 'Acme Credit LLC',
  croaBusinessAddress: '1 Main Street, Dayton, OH 45402',
});

const complete = (t: T, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/company-signup/complete', payload: body });

describe.each(testDatabaseKinds())('POST /api/company-signup/complete on %s', (kind) => {
  const t = appFor(kind);

  it('makes the organization and its owner from a verified address, and the owner owes a second factor first', async () => {
    const { email, token } = await aSignupLink(t);
    const check = await t.app.inject({ method: 'POST', url: '/api/company-signup/link', payload: { token } });
    expect(check.statusCode).toBe(200);
    expect(check.json().email).toBe(email);

    const host = `acme-${tag()}.localhost`;
    const input = { ...details(), token, slug: '', host };
    const res = await complete(t, input);
    expect(res.statusCode, res.body).toBe(201);
    const { organization, token: session, secondFactor } = res.json();
    expect(secondFactor).toBe('enroll');
    expect(organization).toMatchObject({ companyName: input.companyName, host });
    expect(organization.slug).toMatch(/^acme-credit-/);
    const [org] = await t.db.db.select().from(organizations).where(eq(organizations.id, organization.id));
    expect(org).toMatchObject({
      plan: 'WHITE_LABEL',
      status: 'active',
      supportEmail: email,
      croaBusinessName: 'Acme Credit LLC',
    });
    const [owner] = await t.db.db.select().from(users).where(eq(users.organizationId, organization.id));
    expect(owner).toMatchObject({ email, accessLevel: 'ADMIN', mfaRequired: true });

    // The first session opens nothing until two-step sign-in is set up.
    const headers = { authorization: `Bearer ${session}` };
    const portal = await t.app.inject({ method: 'GET', url: '/api/admin/work-queue', headers });
    expect(portal.statusCode).toBe(403);
    expect(portal.json().error.code).toBe('SECOND_FACTOR_REQUIRED');
    const mfa = await t.app.inject({ method: 'GET', url: '/api/auth/mfa', headers });
    expect(mfa.json()).toMatchObject({ enabled: false, pending: 'enroll' });
    // So does signing in again at the company's address, although ADMIN_MFA is optional here.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host },
      payload: { email, password: input.password, loginType: 'admin' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().secondFactor).toBe('enroll');

    // Both logs begin with the sign-up.
    for (const side of [organization.id, platformOrganizationId]) {
      const entries = await t.db.db.select().from(auditLog).where(eq(auditLog.organizationId, side));
      expect(entries.map((e) => e.action)).toContain('organization.signed_up');
    }

    // The link works once.
    const again = await complete(t, { ...details(), token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('SIGNUP_LINK_INVALID');
  });

  it('answers 409 naming the field for a short name or web address another organization has', async () => {
    const other = await anOrganization(t.db, { host: `taken-${tag()}.localhost` });
    const { token } = await aSignupLink(t);
    const slugTaken = await complete(t, { ...details(), token, slug: other.slug.toUpperCase() });
    expect(slugTaken.statusCode).toBe(409);
    expect(slugTaken.json().error.details[0].field).toBe('slug');
    const hostTaken = await complete(t, { ...details(), token, host: other.host?.toUpperCase() });
    expect(hostTaken.statusCode).toBe(409);
    expect(hostTaken.json().error.details[0].field).toBe('host');
    // Nothing was made, and the link still works for a free name.
    expect((await complete(t, { ...details(), token })).statusCode).toBe(201);
  });

  it('answers 400 naming each bad field', async () => {
    const { token } = await aSignupLink(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ companyName: '' }, 'body.companyName'],
      [{ slug: 'Not A Slug!' }, 'body.slug'],
      [{ host: 'https://acme.example.com/x' }, 'body.host'],
      [{ croaBusinessAddress: ' ' }, 'body.croaBusinessAddress'],
      [{ password: 'short' }, 'body.password'],
    ];
    for (const [bad, field] of cases) {
      const res = await complete(t, { ...details(), token, ...bad });
      expect(res.statusCode, field).toBe(400);
      expect(
        res.json().error.details.map((d: { field: string }) => d.field),
        field,
      ).toContain(field);
    }
    const common = await complete(t, { ...details(), token, password: 'Password1!' });
    expect(common.statusCode).toBe(400);
  });

  it('refuses an expired link and an unknown one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T09:00:00Z'));
    const { token } = await aSignupLink(t);
    vi.setSystemTime(new Date('2026-06-02T09:00:01Z'));
    const expired = await complete(t, { ...details(), token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toMatchObject({
      code: 'SIGNUP_LINK_INVALID',
      details: [{ field: 'token' }],
    });
    const check = await t.app.inject({ method: 'POST', url: '/api/company-signup/link', payload: { token } });
    expect(check.statusCode).toBe(400);
    const unknown = await complete(t, { ...details(), token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(400);
  });
});

describe.each(testDatabaseKinds())('POST /api/company-signup on %s', (kind) => {
  const t = appFor(kind);

  it('mails a one-time link and refuses an address that is not one', async () => {
    const { email } = await aSignupLink(t);
    expect(sentMailTo(t.app, email)[0]?.subject).toMatch(/Verify your address/);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/company-signup',
      payload: { email: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('body.email');
  });
});

describe.each(testDatabaseKinds())('POST /api/company-signup/link on %s', (kind) => {
  const t = appFor(kind);

  it('tells the address a live link verifies', async () => {
    const { email, token } = await aSignupLink(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/company-signup/link', payload: { token } });
    expect(res.json()).toMatchObject({ email });
  });
});
