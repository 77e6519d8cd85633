import { authMessages } from '@app/contracts/auth-messages';
import { teamMessages } from '@app/contracts/team-roles';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { anOrganization } from '../../../test/factories/organizations';
import { aPerson, aPersonWithPassword, aTeamMember, createSignedInUser } from '../../../test/factories/users';
import { sentMailTo } from '../../../test/sent-mail';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { auditLog, sessions, teamInvitations, users } from '../../db/schema';
import { hashToken, newSessionToken } from '../../platform/auth/tokens';

// A company's team: the Owner invites people (a one-time link good for 72 hours), changes roles and
// deactivates; the office gives clients to specialists, who see only those.
const appFor = useFileTestApps({}, { seed: false });
type T = ReturnType<typeof appFor>;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A company of its own: its Owner (signed in) and two clients. */
async function aCompany(t: T) {
  const org = await anOrganization(t.db);
  const owner = await createSignedInUser(t.app, t.db, 'ADMIN', { organizationId: org.id, teamRole: 'OWNER' });
  const clientA = await aPerson(t.db, 'STANDARD', { organizationId: org.id });
  const clientB = await aPerson(t.db, 'STANDARD', { organizationId: org.id });
  return { org, owner, clientA, clientB };
}

const entries = (t: T, action: string, targetId: number) =>
  t.db.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))));

async function invite(t: T, headers: Record<string, string>, email: string, role = 'SPECIALIST') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/team/invitations',
    headers,
    payload: { firstName: 'Riley', lastName: 'Chen', email, role },
  });
  const link = sentMailTo(t.app, email)[0]?.body.match(/token=([^\s]+)/)?.[1];
  return { res, token: link ? decodeURIComponent(link) : '' };
}

describe.each(testDatabaseKinds())('POST /api/team/invitations on %s', (kind) => {
  const t = appFor(kind);

  it('makes the member from a one-time link: password, then two-step sign-in owed; the link works once', async () => {
    const { owner } = await aCompany(t);
    const email = `riley-${Date.now()}@example.com`;
    const { res, token } = await invite(t, owner.headers, email);
    expect(res.statusCode).toBe(201);
    const invitation = res.json();
    const hours = (Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)) / 3_600_000;
    expect(Math.round(hours)).toBe(72);
    expect(token.length).toBeGreaterThan(20);
    // Only the link's hash is kept.
    const [row] = await t.db.db.select().from(teamInvitations).where(eq(teamInvitations.id, invitation.id));
    expect(row?.tokenHash).not.toContain(token);

    const check = await t.app.inject({ method: 'POST', url: '/api/team/invitation', payload: { token } });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ email, role: 'SPECIALIST', firstName: 'Riley' });

    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/team/invitation/accept',
      payload: { token, password: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.details[0].field).toBe('body.password');

    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/team/invitation/accept',
      payload: { token, password: 'Specialist!Pass2026' },
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().secondFactor).toBe('enroll');
    const [member] = await t.db.db.select().from(users).where(eq(users.email, email));
    expect(member).toMatchObject({ accessLevel: 'ADMIN', teamRole: 'SPECIALIST', mfaRequired: true });
    // The first session can do nothing but set up the second factor.
    const blocked = await t.app.inject({
      method: 'GET',
      url: '/api/admin/clients',
      headers: bearer(accepted.json().token),
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.code).toBe('SECOND_FACTOR_REQUIRED');

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/team/invitation/accept',
      payload: { token, password: 'Specialist!Pass2026' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(teamMessages.invitationUsed);
    expect(await entries(t, 'team.invited', invitation.id)).toHaveLength(1);
    expect(await entries(t, 'team.joined', member?.id ?? 0)).toHaveLength(1);
  });

  it('refuses an expired link, and a link that names nothing', async () => {
    const { owner } = await aCompany(t);
    const email = `late-${Date.now()}@example.com`;
    const { res, token } = await invite(t, owner.headers, email);
    await t.db.db
      .update(teamInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(teamInvitations.id, res.json().id));
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/team/invitation/accept',
      payload: { token, password: 'Specialist!Pass2026' },
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toBe(teamMessages.invitationExpired);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/team/invitation',
      payload: { token: 'x'.repeat(43) },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details[0].field).toBe('token');
  });

  it('refuses a second invitation to an address whose invitation still waits, naming it', async () => {
    const { owner } = await aCompany(t);
    const email = `twice-${Date.now()}@example.com`;
    expect((await invite(t, owner.headers, email)).res.statusCode).toBe(201);
    const again = await invite(t, owner.headers, email.toUpperCase());
    expect(again.res.statusCode).toBe(409);
    expect(again.res.json().error.details[0]).toEqual({
      field: 'email',
      message: teamMessages.alreadyInvited(email.toUpperCase()),
    });
  });

  it('answers 409, not a failure, when two links to one address are accepted at once', async () => {
    const { org, owner } = await aCompany(t);
    const email = `race-${Date.now()}@example.com`;
    const first = await invite(t, owner.headers, email);
    // A second live link to the same address, as an invitation made before the refusal existed.
    const second = newSessionToken();
    await t.db.db.insert(teamInvitations).values({
      organizationId: org.id,
      email,
      firstName: 'Riley',
      lastName: 'Chen',
      role: 'PROCESSOR',
      tokenHash: hashToken(second),
      invitedByUserId: owner.userId,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const accept = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/team/invitation/accept',
        payload: { token, password: 'Specialist!Pass2026' },
      });
    const answers = await Promise.all([accept(first.token), accept(second)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json().error.message).toBe(teamMessages.alreadyMember);
    const members = await t.db.db
      .select()
      .from(users)
      .where(and(eq(users.organizationId, org.id), eq(sql`lower(${users.email})`, email.toLowerCase())));
    expect(members).toHaveLength(1);
  });

  it('is the Owner’s alone: an Admin and a Specialist are refused the team page', async () => {
    const { org } = await aCompany(t);
    for (const role of ['ADMIN', 'SPECIALIST', 'PROCESSOR', 'SALES'] as const) {
      const member = await aTeamMember(t, role, { organizationId: org.id });
      const res = await t.app.inject({ method: 'GET', url: '/api/team', headers: member.headers });
      expect(res.statusCode, role).toBe(403);
    }
  });
});

describe.each(testDatabaseKinds())('PATCH /api/team/members/{memberId}/role on %s', (kind) => {
  const t = appFor(kind);

  it('keeps the last Owner an Owner; a second Owner frees the first', async () => {
    const { org, owner } = await aCompany(t);
    const demote = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/team/members/${owner.userId}/role`,
        headers: owner.headers,
        payload: { role: 'ADMIN' },
      });
    const refused = await demote();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details[0]).toEqual({ field: 'role', message: teamMessages.lastOwner });
    const self = await t.app.inject({
      method: 'POST',
      url: `/api/team/members/${owner.userId}/deactivate`,
      headers: owner.headers,
    });
    expect(self.statusCode).toBe(409);
    await aPerson(t.db, 'ADMIN', { organizationId: org.id, teamRole: 'OWNER' });
    const done = await demote();
    expect(done.statusCode).toBe(200);
    expect(done.json().role).toBe('ADMIN');
    expect(await entries(t, 'team.role_changed', owner.userId)).toHaveLength(1);
  });

  it('keeps an Owner when two Owners demote each other at the same moment', async () => {
    const { org, owner } = await aCompany(t);
    const second = await createSignedInUser(t.app, t.db, 'ADMIN', {
      organizationId: org.id,
      teamRole: 'OWNER',
    });
    const demote = (by: { headers: Record<string, string> }, memberId: number) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/team/members/${memberId}/role`,
        headers: by.headers,
        payload: { role: 'ADMIN' },
      });
    const answers = await Promise.all([demote(owner, second.userId), demote(second, owner.userId)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const owners = await t.db.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.organizationId, org.id), eq(users.teamRole, 'OWNER')));
    expect(owners).toHaveLength(1);
  });

  it('applies a new role on the member’s next request', async () => {
    const { org, owner } = await aCompany(t);
    const member = await aTeamMember(t, 'SPECIALIST', { organizationId: org.id });
    const letters = () =>
      t.app.inject({ method: 'GET', url: '/api/admin/letters-to-mail', headers: member.headers });
    expect((await letters()).statusCode).toBe(403);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/team/members/${member.userId}/role`,
      headers: owner.headers,
      payload: { role: 'PROCESSOR' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await letters()).statusCode).toBe(200);
  });

  it('ends a deactivated member’s sessions at once and leaves their clients unassigned', async () => {
    const { org, owner, clientA } = await aCompany(t);
    const member = await aTeamMember(t, 'SPECIALIST', { organizationId: org.id });
    await t.db.db.update(users).set({ assignedSpecialistId: member.userId }).where(eq(users.id, clientA.id));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/team/members/${member.userId}/deactivate`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().deactivatedAt).not.toBeNull();
    const left = await t.db.db.select().from(sessions).where(eq(sessions.userId, member.userId));
    expect(left).toHaveLength(0);
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/clients', headers: member.headers });
    expect(after.statusCode).toBe(401);
    const [client] = await t.db.db.select().from(users).where(eq(users.id, clientA.id));
    expect(client?.assignedSpecialistId).toBeNull();
    const [entry] = await entries(t, 'team.deactivated', member.userId);
    expect(entry?.details).toEqual({ unassignedClients: 1 });
  });

  it('answers 404 for a member of another organization', async () => {
    const { owner } = await aCompany(t);
    const other = await aCompany(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/team/members/${other.owner.userId}/role`,
      headers: owner.headers,
      payload: { role: 'ADMIN' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe.each(testDatabaseKinds())('POST /api/team/members/{memberId}/deactivate on %s', (kind) => {
  const t = appFor(kind);

  it('refuses the deactivated member’s sign-in as a wrong password is refused (401, the same words), and ends their sessions', async () => {
    const owner = await createSignedInUser(t.app, t.db, 'ADMIN', { teamRole: 'OWNER' });
    const member = await aPersonWithPassword(t.db, 'ADMIN', { teamRole: 'PROCESSOR' });
    const signIn = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: member.email, password, loginType: 'admin' },
      });
    const before = await signIn(member.password);
    expect(before.statusCode, before.body).toBe(200);
    const session = before.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const wrongPassword = await signIn('Not#TheirPassword1');

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/team/members/${member.userId}/deactivate`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);

    const after = await signIn(member.password);
    expect(after.statusCode).toBe(401);
    // Nothing tells anyone that the account exists or was deactivated, even with the right password.
    expect(after.json()).toEqual(wrongPassword.json());
    expect(after.json().error.message).toBe(authMessages.invalidCredentials);
    expect(after.cookies).toHaveLength(0);
    // The session opened before the deactivation ended with it.
    const current = await t.app.inject({ url: '/api/users/current', headers: { cookie: session } });
    expect(current.statusCode).toBe(401);
    expect(await t.db.db.select().from(sessions).where(eq(sessions.userId, member.userId))).toHaveLength(0);
  });
});

describe.each(testDatabaseKinds())('POST /api/team/assignments on %s', (kind) => {
  const t = appFor(kind);

  it('gives clients to a specialist, audited and mailed, who then sees only those (another answers 404)', async () => {
    const { org, owner, clientA, clientB } = await aCompany(t);
    const specialist = await aTeamMember(t, 'SPECIALIST', { organizationId: org.id });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/team/assignments',
      headers: owner.headers,
      payload: { clientIds: [clientA.id], specialistId: specialist.userId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ assigned: 1 });
    expect(await entries(t, 'client.assigned', clientA.id)).toHaveLength(1);
    const [spec] = await t.db.db.select().from(users).where(eq(users.id, specialist.userId));
    expect(sentMailTo(t.app, spec?.email ?? '')[0]?.subject).toBe('A client was assigned to you');

    const summary = (id: number) =>
      t.app.inject({ method: 'GET', url: `/api/admin/clients/${id}/summary`, headers: specialist.headers });
    expect((await summary(clientA.id)).statusCode).toBe(200);
    expect((await summary(clientB.id)).statusCode).toBe(404);

    const table = await t.app.inject({
      method: 'GET',
      url: '/api/admin/clients?assigned=everyone',
      headers: specialist.headers,
    });
    expect(table.statusCode).toBe(200);
    expect(table.json().items.map((r: { id: number }) => r.id)).toEqual([clientA.id]);
    expect(table.json().items[0].assignedSpecialist.id).toBe(specialist.userId);

    // A processor works every client's mail but never sees a date of birth; the office does.
    const processor = await aTeamMember(t, 'PROCESSOR', { organizationId: org.id });
    const birthday = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/users/${clientA.id}/date-of-birth`, headers });
    expect((await birthday(processor.headers)).statusCode).toBe(404);
    expect((await birthday(owner.headers)).statusCode).toBe(200);

    const unassigned = await t.app.inject({
      method: 'GET',
      url: '/api/admin/clients?assigned=unassigned',
      headers: owner.headers,
    });
    expect(unassigned.json().items.map((r: { id: number }) => r.id)).toEqual([clientB.id]);
  });

  it('refuses a specialist who is not one, and a client of another organization', async () => {
    const { org, owner, clientA } = await aCompany(t);
    const processor = await aTeamMember(t, 'PROCESSOR', { organizationId: org.id });
    const notSpecialist = await t.app.inject({
      method: 'POST',
      url: '/api/team/assignments',
      headers: owner.headers,
      payload: { clientIds: [clientA.id], specialistId: processor.userId },
    });
    expect(notSpecialist.statusCode).toBe(400);
    expect(notSpecialist.json().error.details[0].field).toBe('specialistId');
    const other = await aCompany(t);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/team/assignments',
      headers: owner.headers,
      payload: { clientIds: [other.clientA.id], specialistId: null },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
