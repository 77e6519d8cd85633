import type { LedgerItem } from '@app/contracts/dispute-outcomes.contract';
import { describe, expect, it } from 'vitest';
import type { ConfirmedDeletion } from '../dispute-outcomes/ledger-deletions';
import type { BillingTimeline } from './billing-cycle';
import { perDeletionLines } from './per-deletion-period';

const timeline: BillingTimeline = {
  billing: 'arrears',
  activatedAt: new Date('2026-03-02T15:00:00Z'),
  cancellationWindowEndsAt: new Date('2026-03-06T05:00:00Z'),
  endsAt: null,
};
const march = { start: new Date('2026-03-02T15:00:00Z'), end: new Date('2026-04-02T15:00:00Z') };
const april = { start: new Date('2026-04-02T15:00:00Z'), end: new Date('2026-05-02T15:00:00Z') };

const item: LedgerItem = {
  bureau: 'EXPERIAN',
  creditor: 'Capital One',
  accountLast4: '1234',
  accountType: 'Credit Card',
  balanceCents: 120_000,
  status: 'Charge-off',
  openedOn: '2019-04-01',
  delinquentSince: '2023-01-01',
  remarks: null,
};

const deletion = (
  id: number,
  observedOn: string,
  reinsertion: ConfirmedDeletion['reinsertion'] = null,
): ConfirmedDeletion => ({
  id,
  bureau: 'EXPERIAN',
  item,
  observedOn,
  recordedAt: new Date(`${observedOn}T15:00:00Z`),
  reinsertion,
});
const back = (id: number, observedOn: string) => ({
  id,
  observedOn,
  recordedAt: new Date(`${observedOn}T15:00:00Z`),
});

describe('the per-deletion period rule', () => {
  it('bills a deletion seen on a report in the period, naming the item, the bureau and the report', () => {
    const lines = perDeletionLines({
      timeline,
      period: march,
      deletions: [deletion(7, '2026-03-20')],
      billed: [],
      priceCents: 5000,
    });
    expect(lines).toEqual([
      {
        kind: 'DELETION',
        outcomeId: 7,
        creditedOutcomeId: null,
        description: 'Deleted: Capital One ••1234 at Experian (seen on the report of March 20, 2026)',
        amountCents: 5000,
      },
    ]);
  });

  it('bills nothing for an item deleted and reinserted within the same period', () => {
    const lines = perDeletionLines({
      timeline,
      period: march,
      deletions: [deletion(7, '2026-03-10', back(9, '2026-03-25'))],
      billed: [],
      priceCents: 5000,
    });
    expect(lines).toEqual([]);
  });

  it('bills a deletion reinserted the next period, and credits it then against that period’s deletions', () => {
    const deletions = [deletion(7, '2026-03-10', back(9, '2026-04-12')), { ...deletion(8, '2026-04-20') }];
    const first = perDeletionLines({ timeline, period: march, deletions, billed: [], priceCents: 5000 });
    expect(first.map((l) => [l.kind, l.outcomeId])).toEqual([['DELETION', 7]]);
    const billed = first.map((l) => ({ ...l }));
    const second = perDeletionLines({ timeline, period: april, deletions, billed, priceCents: 5000 });
    expect(second.map((l) => [l.kind, l.outcomeId, l.creditedOutcomeId, l.amountCents])).toEqual([
      ['DELETION', 8, null, 5000],
      ['CREDIT', 9, 7, -5000],
    ]);
    expect(second[1]?.description).toContain('Capital One ••1234 at Experian');
    // Credited once: a later period does not give it back again.
    const again = perDeletionLines({
      timeline,
      period: april,
      deletions,
      billed: [...billed, ...second],
      priceCents: 5000,
    });
    expect(again).toEqual([]);
  });

  it('keeps a credit waiting while a period has no deletion to set it against', () => {
    const deletions = [deletion(7, '2026-03-10', back(9, '2026-04-12'))];
    const billed = [{ kind: 'DELETION' as const, outcomeId: 7, creditedOutcomeId: null, amountCents: 5000 }];
    expect(perDeletionLines({ timeline, period: april, deletions, billed, priceCents: 5000 })).toEqual([]);
  });

  it('never bills a deletion twice, nor one before the cancellation window closed', () => {
    const billed = [{ kind: 'DELETION' as const, outcomeId: 7, creditedOutcomeId: null, amountCents: 5000 }];
    expect(
      perDeletionLines({
        timeline,
        period: march,
        deletions: [deletion(7, '2026-03-20')],
        billed,
        priceCents: 5000,
      }),
    ).toEqual([]);
    expect(
      perDeletionLines({
        timeline,
        period: march,
        deletions: [deletion(6, '2026-03-04')],
        billed: [],
        priceCents: 5000,
      }),
    ).toEqual([]);
  });
});
