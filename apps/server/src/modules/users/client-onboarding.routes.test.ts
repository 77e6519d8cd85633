import { clientOnboardingMessages, invitationMessages } from '@app/contracts/client-onboarding.contract';
import { passwordLinkMessages } from '@app/contracts/password-links.contract';
import type { SubscriptionPlan } from '@app/contracts/plans.contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories/users';
import { useSharedRows } from '../../../test/file-rows';
import { sentMailTo } from '../../../test/sent-mail';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { type DatabaseKind, testDatabaseKinds } from '../../../test/test-database';
import { passwordLinks, users } from '../../db/schema';

type Caller = { userId: number; headers: Record<string, string> };

/** A day `years` before today (UTC), so ages hold whatever the date the tests run on. */
const yearsAgo = (years: number, days = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const address = {
  addressLine1: '400 Congress Ave',
  addressLine2: 'Apt 12',
  city: 'Austin',
  state: 'tx',
  zipCode: '787011234',
};

const appFor = useFileTestApps({ PUBLIC_URL: 'https://app.example.test' }, { seed: false });
const people = useSharedRows(appFor, async (t) => ({
  admin: (await createSignedInUser(t.app, t.db, 'ADMIN')) as Caller,
  consumer: (await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER')) as Caller,
  plans: (await t.app.inject({ url: '/api/subscription-plans' })).json() as SubscriptionPlan[],
}));

// Each describe its own addresses: `onboard.<kind>.<describe>.<n>@example.com`.
let describes = 0;

function setup(kind: DatabaseKind) {
  const { t, rows: p } = people(kind);
  const describeNumber = describes++;
  let n = 0;
  const email = () => `onboard.${kind}.${describeNumber}.${n++}@example.com`;
  const planNamed = (name: string) => p.plans.find((plan) => plan.name === name) as SubscriptionPlan;
  const create = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: p.admin.headers,
      payload: { firstName: 'Olive', lastName: 'Onboard', email: email(), ...payload },
    });
  const onboarding = (userId: number, caller: Caller = p.admin) =>
    t.app.inject({ url: `/api/admin/clients/${userId}/onboarding`, headers: caller.headers });
  const resend = (userId: number, caller: Caller = p.admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/clients/${userId}/invitation`,
      headers: caller.headers,
    });
  const checkLink = (link: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/password-link/check',
      payload: { token: new URL(link).searchParams.get('token') },
    });
  return { t, p, email, planNamed, create, onboarding, resend, checkLink };
}

describe.each(testDatabaseKinds())('POST /api/users on %s', (kind) => {
  const { t, planNamed, create, onboarding } = setup(kind);

  it('keeps phone, address, date of birth, plan and the SSN’s last 4 (sealed), and shows the link once', async () => {
    const elite = planNamed('Elite Plan');
    const res = await create({
      phone: '512-555-0147',
      address,
      dateOfBirth: '1984-07-09',
      ssnLast4: '6789',
      planId: elite.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created.address).toEqual({ ...address, state: 'TX', zipCode: '78701-1234' });
    expect(created.invitation.link).toMatch(/^https:\/\/app\.example\.test\/reset-password\?token=[\w-]+$/);
    // The same link as the e-mail's: one invitation, not two.
    const [mail] = sentMailTo(t.app, created.email);
    expect(mail?.body).toContain(created.invitation.link);

    const details = await onboarding(created.id);
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json()).toEqual({
      userId: created.id,
      phone: '(512) 555-0147',
      ssnLast4: '6789',
      chosenPlanId: elite.id,
      creditIssues: [],
      notes: null,
      invitation: { status: 'pending', expiresAt: created.invitation.expiresAt },
    });
    const [row] = await t.db.db
      .select({ sealed: users.ssnLast4Sealed, dob: users.dateOfBirthSealed })
      .from(users)
      .where(eq(users.id, created.id));
    expect(row?.sealed).toMatch(/^v1\./);
    expect(row?.sealed).not.toContain('6789');
    expect(row?.dob).toMatch(/^v1\./);
    // The link is never stored: only its hash.
    const token = new URL(created.invitation.link).searchParams.get('token') as string;
    const links = await t.db.db
      .select({ tokenHash: passwordLinks.tokenHash })
      .from(passwordLinks)
      .where(eq(passwordLinks.userId, created.id));
    expect(links).toHaveLength(1);
    expect(links[0]?.tokenHash).not.toBe(token);
    expect(JSON.stringify(links)).not.toContain(token);
  });

  it('keeps the spec’s body working: a temporary password, no invitation, nothing else required', async () => {
    const res = await create({ password: 'Start#Tmp2026x' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ requiresPasswordReset: true, invitation: null, address: null });
    expect((await onboarding(res.json().id)).json()).toMatchObject({
      phone: null,
      ssnLast4: null,
      chosenPlanId: null,
      invitation: { status: 'none', expiresAt: null },
    });
    // Blank optional fields are "not given".
    const blanks = await create({
      phone: '',
      dateOfBirth: '',
      ssnLast4: '',
      address: { addressLine1: '', city: '', state: '', zipCode: '' },
    });
    expect(blanks.statusCode, blanks.body).toBe(201);
    expect(blanks.json().address).toBeNull();
  });

  it.each([
    ['a phone that is no US number', { phone: '555-0147' }, 'phone', clientOnboardingMessages.phone],
    ['a phone with an area code of 0', { phone: '(012) 555-0147' }, 'phone', clientOnboardingMessages.phone],
    [
      'a ZIP of 6 digits',
      { address: { ...address, zipCode: '787011' } },
      'address.zipCode',
      clientOnboardingMessages.zipCode,
    ],
    [
      'a state that is none',
      { address: { ...address, state: 'ZZ' } },
      'address.state',
      clientOnboardingMessages.state,
    ],
    [
      'an address without its city',
      { address: { ...address, city: '' } },
      'address.city',
      clientOnboardingMessages.cityRequired,
    ],
    [
      'a date that is no date',
      { dateOfBirth: '1990-02-30' },
      'dateOfBirth',
      clientOnboardingMessages.dateOfBirthInvalid,
    ],
    [
      'a date of birth tomorrow',
      { dateOfBirth: yearsAgo(0, 1) },
      'dateOfBirth',
      clientOnboardingMessages.dateOfBirthPast,
    ],
    [
      'someone a day short of 18',
      { dateOfBirth: yearsAgo(18, 1) },
      'dateOfBirth',
      clientOnboardingMessages.dateOfBirthAdult,
    ],
    ['an SSN ending of 3 digits', { ssnLast4: '678' }, 'ssnLast4', clientOnboardingMessages.ssnLast4],
    ['an SSN ending 0000', { ssnLast4: '0000' }, 'ssnLast4', clientOnboardingMessages.ssnLast4],
  ] as const)('refuses %s with a 400 naming the field', async (_case, body, field, message) => {
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.details).toContainEqual({ field: `body.${field}`, message });
  });

  it('takes someone who turned 18 today, and refuses plans a client cannot sign', async () => {
    expect((await create({ dateOfBirth: yearsAgo(18) })).statusCode).toBe(201);
    for (const planId of [planNamed('White Label Plan').id, 999_999]) {
      const res = await create({ planId });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.details).toEqual([
        { field: 'planId', message: clientOnboardingMessages.planNotOffered },
      ]);
    }
  });
});

describe.each(testDatabaseKinds())('POST /api/admin/clients/{userId}/invitation on %s', (kind) => {
  const { t, planNamed, create, onboarding, resend, checkLink } = setup(kind);

  it('resends the invitation: a new link works, the old one no longer does; shows when it expires', async () => {
    const created = (await create({ planId: planNamed('Pro Plan').id })).json();
    const first = created.invitation.link as string;
    expect((await checkLink(first)).statusCode).toBe(200);

    const again = await resend(created.id);
    expect(again.statusCode, again.body).toBe(201);
    const second = again.json().link as string;
    expect(second).not.toBe(first);
    const dead = await checkLink(first);
    expect(dead.statusCode).toBe(400);
    expect(dead.json().error.message).toBe(passwordLinkMessages.invalidLink);
    expect((await checkLink(second)).statusCode).toBe(200);
    expect((await onboarding(created.id)).json().invitation).toEqual({
      status: 'pending',
      expiresAt: again.json().expiresAt,
    });

    // A link past its time shows as expired, to be resent.
    await t.db.db.execute(
      sql`update password_links set expires_at = now() - interval '1 minute' where user_id = ${created.id}`,
    );
    expect((await onboarding(created.id)).json().invitation.status).toBe('expired');
    const third = (await resend(created.id)).json().link as string;
    expect((await onboarding(created.id)).json().invitation.status).toBe('pending');

    // Accepted: the client signs in and billing opens on the plan chosen for them.
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-link',
      payload: { token: new URL(third).searchParams.get('token'), newPassword: 'Olive#Chosen2026' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await onboarding(created.id)).json().invitation.status).toBe('accepted');
    const refused = await resend(created.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(invitationMessages.alreadyAccepted);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: created.email, password: 'Olive#Chosen2026', loginType: 'client' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const billing = await t.app.inject({
      url: '/api/billing',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(billing.json().chosenPlanId).toBe(planNamed('Pro Plan').id);
  });
});

describe.each(testDatabaseKinds())('GET /api/admin/clients/{userId}/onboarding on %s', (kind) => {
  const { t, p, create, onboarding, resend } = setup(kind);

  it('lets only admins read onboarding details or resend; unknown ids answer 404', async () => {
    const created = (await create({ ssnLast4: '4321' })).json();
    for (const res of [await onboarding(created.id, p.consumer), await resend(created.id, p.consumer)]) {
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('4321');
    }
    expect((await onboarding(999_999)).statusCode).toBe(404);
    expect((await resend(999_999)).statusCode).toBe(404);
    // An admin is no client to invite.
    expect((await resend(p.admin.userId)).statusCode).toBe(409);
  });

  it('keeps a converted lead’s phone, chosen issues and notes on the client', async () => {
    const lead = await t.app.inject({
      method: 'POST',
      url: '/api/contact/lead-submission',
      payload: {
        type: 'credit_repair_lead',
        firstName: 'Lena',
        lastName: 'Lead',
        phone: '(737) 555-0182',
        email: 'lena.lead@example.com',
        creditIssues: ['Collections', 'Identity Theft'],
        additionalDetails: 'A collection I never opened; calls after 5pm please.',
        urgency: 'urgent',
        timestamp: new Date().toISOString(),
        source: 'landing_page_form',
      },
    });
    expect(lead.statusCode, lead.body).toBe(201);
    const client = (await create({ firstName: 'Lena', lastName: 'Lead' })).json();
    const convert = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/leads/${lead.json().id}`,
        headers: p.admin.headers,
        payload: { status: 'converted', convertedUserId: client.id },
      });
    expect((await convert()).statusCode).toBe(200);
    const expected = {
      phone: '(737) 555-0182',
      creditIssues: ['Collections', 'Identity Theft'],
      notes: 'A collection I never opened; calls after 5pm please.',
    };
    expect((await onboarding(client.id)).json()).toMatchObject(expected);
    // Converting again adds nothing twice.
    expect((await convert()).statusCode).toBe(200);
    expect((await onboarding(client.id)).json()).toMatchObject(expected);
  });
});
