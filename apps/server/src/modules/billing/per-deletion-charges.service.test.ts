import type { LedgerItem } from '@app/contracts/dispute-outcomes.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anOrganization } from '../../../test/factories/organizations';
import { aPerson } from '../../../test/factories/users';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/test-database';
import {
  disputeOutcomes,
  invoiceOutcomeLines,
  outcomeFileSnapshots,
  paymentMethods,
  subscriptionPlans,
  subscriptions,
} from '../../db/schema';
import { createBuiltinPayments } from '../../integrations/payments/builtin.adapter';
import { createLedgerDeletions } from '../dispute-outcomes/ledger-deletions';
import { createBillingRepository } from './billing.repository';
import { createChargesService } from './charges.service';

const activatedAt = new Date('2026-03-02T15:00:00Z');
const windowEnds = new Date('2026-03-06T05:00:00Z');

const item = (creditor: string, last4: string, bureau: LedgerItem['bureau']): LedgerItem => ({
  bureau,
  creditor,
  accountLast4: last4,
  accountType: 'Collection',
  balanceCents: 80_000,
  status: 'Collection',
  openedOn: '2021-02-01',
  delinquentSince: '2022-06-01',
  remarks: null,
});

describe.each(testDatabaseKinds())('per-deletion charges in arrears on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind, { seed: false });
  });
  afterAll(async () => db?.close());

  /** A person of this organization on a $50-per-deletion plan, card saved, activated on 2 March. */
  async function aSubscriber(organizationId: number, tag: string) {
    const person = await aPerson(db, 'CLIENT_VIEWER', { organizationId });
    const [plan] = await db.db
      .insert(subscriptionPlans)
      .values({
        organizationId,
        name: `Per deletion ${tag}`,
        kind: 'consumer',
        description: 'Pay for results',
        priceCents: 0,
        billingInterval: 'month',
        features: [],
        chargeBasis: 'PER_DELETION',
        pricePerDeletionCents: 5000,
      })
      .returning();
    await db.db.insert(subscriptions).values({
      userId: person.id,
      planId: plan?.id as number,
      status: 'ACTIVE',
      billing: 'arrears',
      provider: 'builtin',
      providerCustomerId: `cus_${tag}`,
      setupIntentId: `seti_${tag}`,
      setupClientSecret: `seti_${tag}_secret`,
      contractSignedAt: activatedAt,
      lastDayToCancel: '2026-03-05',
      cancellationWindowEndsAt: windowEnds,
      activatedAt,
    });
    await db.db.insert(paymentMethods).values({
      userId: person.id,
      provider: 'builtin',
      providerPaymentMethodId: `pm_${tag}`,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2099,
    });
    return person;
  }

  /** Ledger entries as a report comparison writes them (with their file), or as an answer letter (without). */
  async function entries(
    userId: number,
    rows: { kind: 'DELETED' | 'REINSERTED'; item: LedgerItem; on: string; seenOnReport?: boolean }[],
  ) {
    for (const [i, r] of rows.entries()) {
      const [snapshot] =
        r.seenOnReport === false
          ? [undefined]
          : await db.db
              .insert(outcomeFileSnapshots)
              .values({
                userId,
                bureau: r.item.bureau,
                documentKey: `report-${userId}-${r.on}-${i}`,
                items: [],
                takenAt: new Date(`${r.on}T15:00:00Z`),
              })
              .returning();
      await db.db.insert(disputeOutcomes).values({
        userId,
        bureau: r.item.bureau,
        kind: r.kind,
        item: r.item,
        snapshotId: snapshot?.id ?? null,
        observedOn: r.on,
        recordedAt: new Date(`${r.on}T15:00:00Z`),
      });
    }
  }

  it('bills each deletion seen on a report once, one line each naming the item and the bureau', async () => {
    const home = await anOrganization(db);
    const elsewhere = await anOrganization(db);
    const person = await aSubscriber(home.id, `home${kind}`);
    const stranger = await aSubscriber(elsewhere.id, `away${kind}`);
    await entries(person.id, [
      { kind: 'DELETED', item: item('Midland Credit', '1234', 'EXPERIAN'), on: '2026-03-20' },
      { kind: 'DELETED', item: item('LVNV Funding', '5678', 'EQUIFAX'), on: '2026-03-22' },
      // Deleted and back within March: not billed.
      { kind: 'DELETED', item: item('Portfolio Recovery', '2222', 'TRANSUNION'), on: '2026-03-10' },
      { kind: 'REINSERTED', item: item('Portfolio Recovery', '2222', 'TRANSUNION'), on: '2026-03-28' },
      // A bureau's answer letter says deleted, but no report shows it yet: not billed.
      {
        kind: 'DELETED',
        item: item('Cavalry SPV', '3333', 'EXPERIAN'),
        on: '2026-03-25',
        seenOnReport: false,
      },
    ]);
    await entries(stranger.id, [
      { kind: 'DELETED', item: item('Other Bank', '9999', 'EXPERIAN'), on: '2026-03-21' },
    ]);

    let clock = new Date('2026-04-01T00:00:00Z');
    const repo = createBillingRepository(db.db);
    const makeCharges = () =>
      createChargesService({
        repo,
        payments: createBuiltinPayments(),
        activity: { serviceEvents: async () => [], issuesDisputedSince: async () => [] },
        deletions: createLedgerDeletions(db.db),
        timeZone: 'America/New_York',
        now: () => clock,
      });
    const charges = makeCharges();
    // March has not ended: nothing yet.
    expect(await charges.settle(0)).toBe(0);
    const subs = await repo.billableSubscriptions();
    const mine = subs.find((s) => s.sub.userId === person.id);
    expect(await charges.settle(mine?.sub.id as number)).toBe(0);

    clock = new Date('2026-04-03T00:00:00Z');
    // Two processes at once, then a rerun: one invoice.
    const both = await Promise.allSettled([
      charges.settle(mine?.sub.id as number),
      makeCharges().settle(mine?.sub.id as number),
    ]);
    expect(both.map((r) => (r.status === 'fulfilled' ? r.value : 0)).reduce((a, b) => a + b, 0)).toBe(1);
    expect(await charges.settle(mine?.sub.id as number)).toBe(0);

    const invoices = await repo.invoicesOf(person.id);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ status: 'PAID', amountCents: 10_000 });
    const lines = await repo.linesOfInvoices([invoices[0]?.id as number]);
    expect(lines.map((l) => [l.description, l.amountCents])).toEqual([
      ['Deleted: Midland Credit ••1234 at Experian (seen on the report of March 20, 2026)', 5000],
      ['Deleted: LVNV Funding ••5678 at Equifax (seen on the report of March 22, 2026)', 5000],
    ]);
    // The other organization's person's deletion is on no invoice of this person's.
    const billedHere = await db.db.select().from(invoiceOutcomeLines);
    expect(billedHere.filter((l) => l.userId === person.id)).toHaveLength(2);
    expect(billedHere.every((l) => l.userId !== stranger.id)).toBe(true);
    expect(billedHere.filter((l) => l.userId === person.id).every((l) => l.organizationId === home.id)).toBe(
      true,
    );

    // April: one item comes back (credited), one new deletion (billed).
    await entries(person.id, [
      { kind: 'REINSERTED', item: item('Midland Credit', '1234', 'EXPERIAN'), on: '2026-04-10' },
      { kind: 'DELETED', item: item('Cavalry SPV', '3333', 'EXPERIAN'), on: '2026-04-15' },
    ]);
    clock = new Date('2026-05-03T00:00:00Z');
    expect(await charges.run()).toMatchObject({ invoicesCreated: 2 });
    const april = (await repo.invoicesOf(person.id))[0];
    expect(april?.amountCents).toBe(0);
    const aprilLines = await repo.linesOfInvoices([april?.id as number]);
    expect(aprilLines.map((l) => l.amountCents)).toEqual([5000, -5000]);
    expect(aprilLines[1]?.description).toContain('Midland Credit ••1234 at Experian');
    expect(await charges.run()).toMatchObject({ invoicesCreated: 0 });
  });
});
