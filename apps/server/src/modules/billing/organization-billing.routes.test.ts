import { randomBytes } from 'node:crypto';
import { whiteLabelBilling } from '@app/contracts/organization-billing.contract';
import { platformOrganizationId } from '@app/contracts/platform-operator.contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anItemAndAMailedDispute } from '../../../test/factories/dispute-letters';
import { anOrganization } from '../../../test/factories/organizations';
import { aPerson, createSignedInUser } from '../../../test/factories/users';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { inOrganization } from '../../db/organization-context';
import { mailPieces } from '../../db/schema';

// The platform bills each White Label company for its plan in arrears: a month of service first,
// then its invoice, with the month's postage passed on at cost on a line of its own.
const appFor = useFileTestApps({}, { seed: false });
const day = 86_400_000;

/**
 * A frozen clock (Date only; timers run). The instants are taken from the real time the test
 * starts, so a session made under it is never already expired on the database's own clock; each
 * month of service is at least 28 and at most 31 days, so 20 days is always inside the first and
 * 32 days always past it.
 */
const freezeAt = (at: Date) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
};
afterEach(() => {
  vi.useRealTimers();
});

type Ctx = ReturnType<typeof appFor>;

/** A White Label company that signed up at `since`, and its Owner's session (made at the frozen now). */
async function aCompany(t: Ctx, since: Date) {
  const org = await anOrganization(t.db, { createdAt: since });
  const owner = await createSignedInUser(t.app, t.db, 'ADMIN', { organizationId: org.id });
  return { org, owner };
}

/** A letter of the company's, handed to the carrier at `sentAt`, with its recorded postage. */
async function aMailedPiece(t: Ctx, organizationId: number, sentAt: Date) {
  const client = await aPerson(t.db, 'STANDARD', { organizationId });
  await inOrganization(organizationId, async () => {
    const disputeId = await anItemAndAMailedDispute(t.db, client.id, {
      creditor: 'Acme',
      title: 'A collection',
    });
    const address = { name: 'x', line1: '1 Main St', city: 'Dayton', state: 'OH', zip: '45402' };
    await t.db.db.insert(mailPieces).values({
      organizationId,
      disputeId,
      userId: client.id,
      provider: 'simulated',
      idempotencyKey: randomBytes(16).toString('hex'),
      status: 'MAILED',
      addresses: { to: address, from: address },
      pdfSealed: 'sealed',
      pdfSha256: '0'.repeat(64),
      pages: 2,
      printCents: 150,
      postageCents: 73,
      certifiedCents: 485,
      returnReceiptCents: 440,
      totalCents: 1148,
      sentAt,
    });
  });
  // What is passed on: postage, certified fee and return receipt (the print is the company's cost).
  return 73 + 485 + 440;
}

/** The Owner starts a card setup and confirms the test card that succeeds; the billing it answers. */
async function saveTheTestCard(t: Ctx, headers: Record<string, string>) {
  const setup = await t.app.inject({ method: 'POST', url: '/api/organization/billing/card', headers });
  expect(setup.statusCode, setup.body).toBe(200);
  return t.app.inject({
    method: 'POST',
    url: '/api/organization/billing/card/test-mode/confirm',
    headers,
    payload: {
      clientSecret: setup.json().clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 2099,
      cvc: '123',
    },
  });
}

describe.each(testDatabaseKinds())('GET /api/organization/billing on %s', (kind) => {
  const t = appFor(kind);

  it('charges nothing before a month of service, then invoices the ended month once with postage on its own line', async () => {
    const start = new Date();
    const { org } = await aCompany(t, start);
    const postage = await aMailedPiece(t, org.id, new Date(start.getTime() + 3 * day));
    const job = t.app.services.billing.organizationBilling;

    // Twenty days in: the month of service has not ended, so nothing is invoiced or charged.
    freezeAt(new Date(start.getTime() + 20 * day));
    let owner = await createSignedInUser(t.app, t.db, 'ADMIN', { organizationId: org.id });
    await job.run();
    const early = await t.app.inject({
      method: 'GET',
      url: '/api/organization/billing',
      headers: owner.headers,
    });
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json()).toMatchObject({
      planName: whiteLabelBilling.planName,
      monthlyCents: 39_900,
      card: null,
      serviceStartedAt: start.toISOString(),
      invoices: [],
      nextInvoiceCents: 39_900 + postage,
    });
    expect(new Date(early.json().nextInvoiceAt).getTime()).toBeGreaterThan(start.getTime() + 27 * day);

    // The owner adds a card: saving it charges nothing either.
    const saved = await saveTheTestCard(t, owner.headers);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().card).toMatchObject({ last4: '4242' });
    expect(saved.json().invoices).toEqual([]);

    // Thirty-two days in: the first month has ended; it is invoiced once, however often the job runs.
    freezeAt(new Date(start.getTime() + 32 * day));
    owner = await createSignedInUser(t.app, t.db, 'ADMIN', { organizationId: org.id });
    await job.run();
    await job.run();
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/organization/billing',
      headers: owner.headers,
    });
    const body = after.json();
    expect(body.invoices).toHaveLength(1);
    expect(body.invoices[0]).toMatchObject({
      status: 'PAID',
      periodStart: start.toISOString(),
      amountCents: 39_900 + postage,
      lines: [
        { description: expect.stringContaining('White Label Plan'), amountCents: 39_900 },
        { description: 'Certified mail postage at cost: 1 letter', amountCents: postage },
      ],
    });
    expect(new Date(body.nextInvoiceAt).getTime()).toBeGreaterThan(start.getTime() + 55 * day);
    expect(body.nextInvoiceCents).toBe(39_900);
    const month = new Date(start.getTime() + 3 * day).toISOString().slice(0, 7);
    expect(body.mailSpend).toEqual([{ month, pieces: 1, cents: postage }]);
  });

  it('records a month without a card as unpaid until a card pays it, and answers 404 to the platform’s own organization', async () => {
    const start = new Date();
    const { org } = await aCompany(t, start);
    freezeAt(new Date(start.getTime() + 32 * day));
    const owner = await createSignedInUser(t.app, t.db, 'ADMIN', { organizationId: org.id });
    await t.app.services.billing.organizationBilling.run();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/organization/billing',
      headers: owner.headers,
    });
    expect(res.json().invoices).toMatchObject([
      { status: 'FAILED', amountCents: 39_900, failureMessage: expect.stringContaining('No card on file') },
    ]);

    // The card added afterwards pays the month already served.
    const saved = await saveTheTestCard(t, owner.headers);
    expect(saved.json().invoices).toMatchObject([
      { status: 'PAID', amountCents: 39_900, failureMessage: null },
    ]);

    const platformOwner = await createSignedInUser(t.app, t.db, 'ADMIN', {
      organizationId: platformOrganizationId,
    });
    const platform = await t.app.inject({
      method: 'GET',
      url: '/api/organization/billing',
      headers: platformOwner.headers,
    });
    expect(platform.statusCode).toBe(404);
  });

  it('is the Owner’s: another role of the team is refused', async () => {
    const { org } = await aCompany(t, new Date());
    const specialist = await createSignedInUser(t.app, t.db, 'ADMIN', {
      organizationId: org.id,
      teamRole: 'SPECIALIST',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/organization/billing',
      headers: specialist.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe.each(testDatabaseKinds())('POST /api/organization/billing/card/test-mode/confirm on %s', (kind) => {
  const t = appFor(kind);

  it('names the declined card, and answers 404 to another company’s card setup', async () => {
    const a = await aCompany(t, new Date());
    const b = await aCompany(t, new Date());
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/organization/billing/card',
      headers: a.owner.headers,
    });
    const card = { cardNumber: '4000 0000 0000 0002', expMonth: 12, expYear: 2099, cvc: '123' };
    const declined = await t.app.inject({
      method: 'POST',
      url: '/api/organization/billing/card/test-mode/confirm',
      headers: a.owner.headers,
      payload: { clientSecret: setup.json().clientSecret, ...card },
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.details).toEqual([{ field: 'cardNumber', message: expect.any(String) }]);
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/organization/billing/card/test-mode/confirm',
      headers: b.owner.headers,
      payload: { clientSecret: setup.json().clientSecret, ...card, cardNumber: '4242424242424242' },
    });
    expect(theirs.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/organization/billing/card/test-mode/confirm',
      headers: a.owner.headers,
      payload: { clientSecret: setup.json().clientSecret, ...card, cvc: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('cvc');
  });
});

describe.each(testDatabaseKinds())('GET /api/organization/billing/invoices/{id}/pdf on %s', (kind) => {
  const t = appFor(kind);

  it('gives the company its invoice as a PDF, and another company 404', async () => {
    const start = new Date();
    const { org } = await aCompany(t, start);
    freezeAt(new Date(start.getTime() + 32 * day));
    const owner = await createSignedInUser(t.app, t.db, 'ADMIN', { organizationId: org.id });
    await t.app.services.billing.organizationBilling.run();
    const [invoice] = (
      await t.app.inject({ method: 'GET', url: '/api/organization/billing', headers: owner.headers })
    ).json().invoices;
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/organization/billing/invoices/${invoice.id}/pdf`,
      headers: owner.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const other = await aCompany(t, start);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/organization/billing/invoices/${invoice.id}/pdf`,
      headers: other.owner.headers,
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe.each(testDatabaseKinds())('GET /api/operator/organizations with billing on %s', (kind) => {
  const t = appFor(kind);

  it('shows the operator each company’s card, last invoice, unpaid sum and next invoice date', async () => {
    const start = new Date();
    const { org } = await aCompany(t, start);
    freezeAt(new Date(start.getTime() + 32 * day));
    await t.app.services.billing.organizationBilling.run();
    const operator = await createSignedInUser(t.app, t.db, 'ADMIN', {
      organizationId: platformOrganizationId,
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/operator/organizations',
      headers: operator.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().organizations as { id: number; billing: unknown }[];
    expect(rows.find((r) => r.id === platformOrganizationId)?.billing).toBeNull();
    expect(rows.find((r) => r.id === org.id)?.billing).toMatchObject({
      cardOnFile: false,
      lastInvoiceStatus: 'FAILED',
      lastInvoiceCents: 39_900,
      unpaidCents: 39_900,
      nextInvoiceAt: expect.any(String),
    });
  });
});
