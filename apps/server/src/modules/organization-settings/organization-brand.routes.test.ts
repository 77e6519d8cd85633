import { randomBytes } from 'node:crypto';
import { describeAuditEntry } from '@app/contracts/audit-events';
import { organizationMessages } from '@app/contracts/organizations.contract';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { anOrganization } from '../../../test/factories/organizations';
import { aPerson } from '../../../test/factories/users';
import { sentMailTo } from '../../../test/sent-mail';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { type TestDatabase, testDatabaseKinds } from '../../../test/test-database';
import { auditLog, users } from '../../db/schema';
import { seedPlans } from '../../db/seed/plans';

// A White Label company's face to its clients: pages by host, documents and mail by organization,
// and the settings its admins keep (branding, CROA details, logo, the plan's client limit).
const appFor = useFileTestApps({}, { seed: false });
const tag = () => randomBytes(4).toString('hex');

/** A small real PNG (1×1, one pixel), as a picture editor writes it. */
const onePixelPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64');

/** The shared helpers of every block, over the app of one database kind. */
function helpersFor(t: { app: TestApp; db: TestDatabase }) {
  async function adminOf(organizationId: number) {
    const admin = await aPerson(t.db, 'ADMIN', { organizationId });
    const { token } = await t.app.services.sessions.start(admin.id, { ip: '127.0.0.1' });
    return { userId: admin.id, headers: { authorization: `Bearer ${token}` } };
  }
  const acmeAt = (host: string) =>
    anOrganization(t.db, {
      host,
      companyName: 'Acme Credit',
      primaryColour: '#2f9e44',
      supportEmail: 'help@acme-credit.test',
      supportPhone: '(555) 010-2030',
      senderName: 'Acme Credit Team',
      returnAddress: '5 Acme Way, Austin, TX 78701',
      croaBusinessName: 'Acme Credit Services LLC',
      croaBusinessAddress: '5 Acme Way, Suite 9, Austin, TX 78701',
    });

  return { adminOf, acmeAt };
}

describe.each(testDatabaseKinds())('GET /api/app-info by the host of the request on %s', (kind) => {
  const t = appFor(kind);
  const { acmeAt } = helpersFor(t);

  it('shows the host’s company on the sign-in and landing pages, and the platform’s at any other host', async () => {
    // Each test file has a database of its own: the host is the one the product's tests name.
    const host = 'acme-credit.localhost';
    const acme = await acmeAt(host);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/app-info',
      headers: { host: `${host}:4102` },
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toMatchObject({
      companyName: 'Acme Credit',
      primaryColour: '#2f9e44',
      supportEmail: 'help@acme-credit.test',
      supportPhone: '(555) 010-2030',
      logoUrl: null,
    });
    expect(theirs.headers['cache-control']).toBe('public, max-age=300');
    const ours = await t.app.inject({
      method: 'GET',
      url: '/api/app-info',
      headers: { host: 'nobody.example.org' },
    });
    expect(ours.json().companyName).not.toBe('Acme Credit');
    expect(ours.json().primaryColour).toBeNull();

    // A password reset asked at Acme's host reaches Acme's client in Acme's name.
    const client = await aPerson(t.db, 'STANDARD', { organizationId: acme.id });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { host },
      payload: { email: client.email },
    });
    expect(asked.statusCode).toBe(200);
    await t.app.services.passwordLinks.mailSettled();
    const [mail] = sentMailTo(t.app, client.email);
    expect(mail?.subject).toBe('Reset your Acme Credit password');
    expect(mail?.fromName).toBe('Acme Credit Team');
    expect(mail?.body).toContain('--\nAcme Credit\nQuestions? Contact us at help@acme-credit.test');
  });
});

describe.each(testDatabaseKinds())('POST /api/users of a White Label organization on %s', (kind) => {
  const t = appFor(kind);
  const { adminOf, acmeAt } = helpersFor(t);

  it('writes the company into the mail its clients get: name, sender name and support contact', async () => {
    const acme = await acmeAt(`acme-credit-${tag()}.localhost`);
    const admin = await adminOf(acme.id);
    const email = `dana.${tag()}@example.com`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin.headers,
      payload: { firstName: 'Dana', lastName: 'Client', email },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [mail] = sentMailTo(t.app, email);
    expect(mail?.subject).toBe('Your Acme Credit account is ready: choose your password');
    expect(mail?.fromName).toBe('Acme Credit Team');
    expect(mail?.body).toContain('Your credit specialist at Acme Credit has opened an account for you.');
    expect(mail?.body).toContain('Questions? Contact us at help@acme-credit.test or (555) 010-2030.');
    // The outbox the company's admins read keeps the sender name it went out under.
    const outbox = await t.app.inject({
      method: 'GET',
      url: `/api/admin/mail-outbox?to=${encodeURIComponent(email)}`,
      headers: admin.headers,
    });
    expect(outbox.json()[0]).toMatchObject({ fromName: 'Acme Credit Team' });
  });

  it('refuses the 51st active client of a White Label organization, and counts "50 of 50"', async () => {
    const acme = await anOrganization(t.db);
    const admin = await adminOf(acme.id);
    // 49 clients of any client level (admins take no place), then the 50th through the API.
    for (let i = 0; i < 49; i++) {
      await aPerson(t.db, i % 3 === 0 ? 'STANDARD' : 'CLIENT_VIEWER', { organizationId: acme.id });
    }
    await adminOf(acme.id);
    const create = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: admin.headers,
        payload: { firstName: 'Fifty', lastName: 'Client', email: `c.${tag()}@example.com` },
      });
    expect((await create()).statusCode).toBe(201);
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/organization/settings',
      headers: admin.headers,
    });
    expect(settings.json().clients).toEqual({ active: 50, limit: 50 });

    const refused = await create();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'CLIENT_LIMIT_REACHED',
      message: organizationMessages.clientLimit(50),
    });
    // Making an admin a client again would take a place too.
    const another = await adminOf(acme.id);
    const demoted = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${another.userId}`,
      headers: admin.headers,
      payload: { accessLevel: 'STANDARD' },
    });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().error.code).toBe('CLIENT_LIMIT_REACHED');
    const [still] = await t.db.db.select().from(users).where(eq(users.id, another.userId));
    expect(still?.accessLevel).toBe('ADMIN');

    // The platform's own organization has no such limit.
    const ours = await adminOf(1);
    const oursSettings = await t.app.inject({
      method: 'GET',
      url: '/api/organization/settings',
      headers: ours.headers,
    });
    expect(oursSettings.json().clients.limit).toBeNull();
  });
});

describe.each(testDatabaseKinds())('GET /api/agreements/drafts of an organization’s client on %s', (kind) => {
  const t = appFor(kind);

  it('names the organization’s CROA business and address in the contract and the notice of cancellation', async () => {
    const summit = await anOrganization(t.db, {
      companyName: 'Summit Credit Partners',
      croaBusinessName: 'Summit Credit Partners LLC',
      croaBusinessAddress: '880 High Street, Suite 410, Worthington, OH 43085',
    });
    await seedPlans(t.db.db, summit.id);
    const client = await aPerson(t.db, 'STANDARD', { organizationId: summit.id });
    const { token } = await t.app.services.sessions.start(client.id, { ip: '127.0.0.1' });
    const headers = { authorization: `Bearer ${token}` };
    const plans = (await t.app.inject({ method: 'GET', url: '/api/subscription-plans', headers })).json() as {
      id: number;
      name: string;
    }[];
    const elite = plans.find((p) => p.name === 'Elite Plan');
    expect(elite).toBeDefined();
    const drafts = await t.app.inject({
      method: 'GET',
      url: `/api/agreements/drafts?planId=${elite?.id}`,
      headers,
    });
    expect(drafts.statusCode, drafts.body).toBe(200);
    const byKind = Object.fromEntries(
      (drafts.json() as { kind: string; text: string }[]).map((d) => [d.kind, d.text]),
    );
    const named = 'Summit Credit Partners LLC, 880 High Street, Suite 410, Worthington, OH 43085';
    expect(byKind.CONTRACT).toContain(`Between: ${named} (the company)`);
    expect(byKind.CONTRACT).toContain(`6. Company. ${named}.`);
    expect(byKind.NOTICE_OF_CANCELLATION).toContain(
      'to Summit Credit Partners LLC at 880 High Street, Suite 410, Worthington, OH 43085 before midnight',
    );
    expect(JSON.stringify(byKind)).not.toContain('Credit Repair Co.');
  });
});

describe.each(testDatabaseKinds())('PUT /api/organization/branding on %s', (kind) => {
  const t = appFor(kind);
  const { adminOf } = helpersFor(t);
  const brandingEntriesOf = (organizationId: number) =>
    t.db.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.organizationId, organizationId),
          eq(auditLog.action, 'organization.branding_changed'),
        ),
      )
      .orderBy(asc(auditLog.id));

  it('saves branding and CROA details, naming each bad field', async () => {
    const host = `brand-${tag()}.localhost`;
    const org = await anOrganization(t.db, { host });
    const admin = await adminOf(org.id);
    const body = {
      companyName: 'Northwind Credit',
      primaryColour: '#7048e8',
      supportEmail: 'care@northwind.test',
      supportPhone: '(555) 222-3333',
      senderName: 'Northwind Letters',
      returnAddress: 'PO Box 12, Boise, ID 83702',
      croaBusinessName: 'Northwind Credit Inc.',
      croaBusinessAddress: '12 Main St, Boise, ID 83702',
    };
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/organization/branding', headers: admin.headers, payload });
    const saved = await put(body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ...body, plan: 'WHITE_LABEL', host });
    const page = await t.app.inject({ method: 'GET', url: '/api/app-info', headers: { host } });
    expect(page.json()).toMatchObject({ companyName: 'Northwind Credit', primaryColour: '#7048e8' });
    // The change is the organization's audit entry, naming what changed; a save of the same
    // values is no change and writes none.
    expect((await put({ ...body, supportPhone: '(555) 222-4444' })).statusCode).toBe(200);
    expect((await put({ ...body, supportPhone: '(555) 222-4444' })).statusCode).toBe(200);
    const entries = await brandingEntriesOf(org.id);
    expect(entries).toHaveLength(2);
    expect(entries.every((e) => e.organizationId === org.id && e.actorId === admin.userId)).toBe(true);
    expect(entries[1]?.details).toEqual({ organizationId: org.id, changed: ['supportPhone'] });
    expect(
      describeAuditEntry(
        'organization.branding_changed',
        (entries[1]?.details ?? null) as Record<string, unknown> | null,
        'Ana Ruiz',
      ),
    ).toEqual({
      title: 'Company branding changed by Ana Ruiz',
      detail: 'Support phone',
    });

    const bad = await put({
      ...body,
      primaryColour: 'green',
      supportEmail: 'nope',
      croaBusinessAddress: ' ',
    });
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json().error.details as { field: string; message: string }[]).map((d) => d.field);
    expect(fields).toEqual(
      expect.arrayContaining(['body.primaryColour', 'body.supportEmail', 'body.croaBusinessAddress']),
    );
    expect(bad.json().error.details).toContainEqual({
      field: 'body.primaryColour',
      message: organizationMessages.colourFormat,
    });
    // Clients may not change the company's face.
    const client = await aPerson(t.db, 'STANDARD', { organizationId: org.id });
    const { token } = await t.app.services.sessions.start(client.id, { ip: '127.0.0.1' });
    const asClient = await t.app.inject({
      method: 'PUT',
      url: '/api/organization/branding',
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });
    expect(asClient.statusCode).toBe(403);
  });
});

describe.each(testDatabaseKinds())('PUT /api/organization/logo on %s', (kind) => {
  const t = appFor(kind);
  const { adminOf } = helpersFor(t);

  it('takes a PNG logo and serves it to the host’s pages; refuses SVG, disguised and oversized files', async () => {
    const host = `logo-${tag()}.localhost`;
    const org = await anOrganization(t.db, { host });
    const admin = await adminOf(org.id);
    const upload = (fileName: string, fileData: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/organization/logo',
        headers: admin.headers,
        payload: { fileName, fileData },
      });
    const refusedWith = async (fileName: string, fileData: string, message: string) => {
      const res = await upload(fileName, fileData);
      expect(res.statusCode, fileName).toBe(400);
      expect(res.json().error.details).toContainEqual({ field: 'body.fileData', message });
    };

    const svg =
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    await refusedWith('logo.svg', b64(svg), organizationMessages.logoSvg);
    // The name is not believed: an SVG called .png is still an SVG.
    await refusedWith('logo.png', b64(svg), organizationMessages.logoSvg);
    await refusedWith(
      'logo.png',
      b64('<html><body><script>alert(1)</script></body></html>'),
      organizationMessages.logoNotAllowed,
    );
    // A PNG's signature with no PNG behind it.
    const fakePng = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<script>x</script>'),
    ]);
    await refusedWith('logo.png', b64(fakePng), organizationMessages.logoNotAllowed);
    await refusedWith('logo.gif', b64('GIF89a....'), organizationMessages.logoNotAllowed);
    const padded = (kb: number) =>
      Buffer.concat([Buffer.from(onePixelPng, 'base64'), Buffer.alloc(kb * 1024)]).toString('base64');
    const tooBig = await upload('logo.png', padded(520));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.details).toContainEqual({
      field: 'body.fileData',
      message: organizationMessages.logoTooLarge,
    });
    // Far larger is refused unread.
    expect((await upload('logo.png', padded(2048))).statusCode).toBe(413);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/app-info/logo', headers: { host } })).statusCode,
    ).toBe(404);

    const saved = await upload('brand mark.PNG', onePixelPng);
    expect(saved.statusCode, saved.body).toBe(200);
    const logoEntries = await t.db.db
      .select({ details: auditLog.details, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, org.id), eq(auditLog.action, 'organization.logo_changed')));
    // Only the upload that was taken is an entry; the refused ones changed nothing.
    expect(logoEntries).toEqual([
      { details: { organizationId: org.id, removed: false }, actorId: admin.userId },
    ]);
    const logoUrl = saved.json().logoUrl as string;
    // Versioned by the upload, and naming the company for a page at the platform's host.
    expect(logoUrl).toMatch(/^\/api\/app-info\/logo\?v=\d+&org=[a-z0-9-]+$/);
    expect(logoUrl).toContain(`org=${org.slug}`);
    const page = await t.app.inject({ method: 'GET', url: '/api/app-info', headers: { host } });
    expect(page.json().logoUrl).toBe(logoUrl);
    const served = await t.app.inject({ method: 'GET', url: logoUrl, headers: { host } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(Buffer.from(onePixelPng, 'base64'))).toBe(true);
    // Another host's pages do not get it unless the address names the company (a logo is public).
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/app-info/logo',
          headers: { host: 'other.example.org' },
        })
      ).statusCode,
    ).toBe(404);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/organization/logo',
      headers: admin.headers,
    });
    expect(removed.json().logoUrl).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: logoUrl, headers: { host } })).statusCode).toBe(404);
  });
});

describe.each(testDatabaseKinds())('GET /api/app-info/logo of a company without a host on %s', (kind) => {
  const t = appFor(kind);
  const { adminOf } = helpersFor(t);

  it('shows the company named by its slug at the platform’s host: its logo by the address’s org, its slug for every link', async () => {
    const org = await anOrganization(t.db, { host: null });
    const admin = await adminOf(org.id);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/organization/logo',
      headers: admin.headers,
      payload: { fileName: 'mark.png', fileData: onePixelPng },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // At the platform's host, a page at /o/<slug> sends the slug; the answer names it for its links.
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/app-info',
      headers: { host: 'localhost', 'x-organization-slug': org.slug },
    });
    expect(info.json()).toMatchObject({ companyName: org.companyName, organizationSlug: org.slug });
    expect(info.headers.vary).toContain('x-organization-slug');
    const logoUrl = info.json().logoUrl as string;
    expect(logoUrl).toContain(`org=${org.slug}`);
    // The picture's request carries no header: the address names the company.
    const logo = await t.app.inject({ method: 'GET', url: logoUrl, headers: { host: 'localhost' } });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/png');
    // The platform's own pages carry no slug, and a slug in any other route's query is not read.
    const platform = await t.app.inject({
      method: 'GET',
      url: `/api/app-info?org=${org.slug}`,
      headers: { host: 'localhost' },
    });
    expect(platform.json()).toMatchObject({ organizationSlug: null });
    expect(platform.json().companyName).not.toBe(org.companyName);
    // Signed in at the platform's host, the company's person is still named by the slug.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/app-info',
          headers: { ...admin.headers, host: 'localhost' },
        })
      ).json().organizationSlug,
    ).toBe(org.slug);
  });
});
