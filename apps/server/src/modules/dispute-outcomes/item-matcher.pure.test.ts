import type { LedgerItem } from '@app/contracts/dispute-outcomes.contract';
import { describe, expect, it } from 'vitest';
import {
  compareBureauFiles,
  deletionsWithReinsertions,
  letterBefore,
  type MailedLetter,
  stillDeleted,
} from './file-comparison';
import { creditorWords, matchItems, sameCreditor } from './item-matcher';

const item = (over: Partial<LedgerItem>): LedgerItem => ({
  bureau: 'EXPERIAN',
  creditor: 'CAPITAL ONE',
  accountLast4: '4821',
  accountType: 'Credit Card',
  balanceCents: 124_500,
  status: 'Late 60',
  openedOn: '2019-04-02',
  delinquentSince: '2024-01-01',
  remarks: null,
  ...over,
});

const capitalOne = item({});
const midland = item({
  creditor: 'MIDLAND CREDIT MGMT',
  accountLast4: '0077',
  accountType: 'Collection',
  openedOn: '2023-02-01',
});
const chase = item({
  creditor: 'JPMCB CARD',
  accountLast4: '9912',
  openedOn: '2015-06-10',
  status: 'Current',
});
const chaseAuto = item({
  creditor: 'JPMCB CARD',
  accountLast4: null,
  accountType: 'Auto Loan',
  openedOn: '2021-01-15',
  status: 'Current',
});

describe('the creditor', () => {
  it('is the same whatever the suffixes, the case and the punctuation', () => {
    expect(sameCreditor('CAPITAL ONE', 'Capital One Bank USA')).toBe(true);
    expect(sameCreditor('Capital One Bank (USA), N.A.', 'CAPITAL ONE')).toBe(true);
    expect(sameCreditor('CAPITALONE', 'Capital One')).toBe(true);
    expect(sameCreditor('Midland Credit Management', 'MIDLAND CREDIT MGMT')).toBe(true);
    expect(creditorWords('Synchrony Bank/Amazon')).toEqual(['SYNCHRONY', 'AMAZON']);
  });

  it('is not another whose name merely shares a word', () => {
    expect(sameCreditor('CAPITAL ONE', 'CAPITAL BANK')).toBe(false);
    expect(sameCreditor('ONE MAIN FINANCIAL', 'CAPITAL ONE')).toBe(false);
  });
});

describe('matching two files', () => {
  it('pairs the same accounts whatever order each file lists them in', () => {
    const before = [capitalOne, midland, chase, chaseAuto];
    const after = [chaseAuto, chase, midland, capitalOne];
    const { pairs, onlyBefore, onlyAfter } = matchItems(before, after);
    expect(pairs.sort()).toEqual([
      [0, 3],
      [1, 2],
      [2, 1],
      [3, 0],
    ]);
    expect(onlyBefore).toEqual([]);
    expect(onlyAfter).toEqual([]);
  });

  it('pairs a renamed creditor and reports no change', () => {
    const renamed = { ...capitalOne, creditor: 'Capital One Bank USA' };
    const { drafts, unchanged } = compareBureauFiles({
      before: [capitalOne],
      after: [renamed],
      deletedEarlier: [],
    });
    expect(drafts).toEqual([]);
    expect(unchanged).toEqual([renamed]);
  });

  it('pairs a re-aged account (its first delinquency moved) and names the dates as changed', () => {
    const reAged = { ...midland, delinquentSince: '2025-06-01' };
    const { drafts } = compareBureauFiles({ before: [midland], after: [reAged], deletedEarlier: [] });
    expect(drafts).toEqual([{ kind: 'UPDATED', item: reAged, previous: midland, changedFields: ['dates'] }]);
  });

  it('tells apart two accounts of one creditor by their digits and opening dates, not by position', () => {
    const second = item({ accountLast4: '1111', openedOn: '2010-01-01', balanceCents: 5_000 });
    const { pairs } = matchItems([capitalOne, second], [{ ...second, balanceCents: 0 }, capitalOne]);
    expect(pairs.sort()).toEqual([
      [0, 1],
      [1, 0],
    ]);
    // Without digits, an account opened years apart is another account.
    const noDigits = (i: LedgerItem) => ({ ...i, accountLast4: null });
    expect(matchItems([noDigits(capitalOne)], [noDigits(second)]).pairs).toEqual([]);
  });

  it('never pairs items of different bureaus, digits or kinds', () => {
    expect(matchItems([capitalOne], [{ ...capitalOne, bureau: 'EQUIFAX' }]).pairs).toEqual([]);
    expect(matchItems([capitalOne], [{ ...capitalOne, accountLast4: '0000' }]).pairs).toEqual([]);
    expect(matchItems([chase], [{ ...chase, accountType: 'Collection' }]).pairs).toEqual([]);
  });
});

describe('comparing a bureau’s files', () => {
  it('finds deletions, updates naming their fields, and new items', () => {
    const paid = { ...chase, balanceCents: 0, status: 'Paid', remarks: 'Consumer disputes' };
    const fresh = item({ creditor: 'LVNV FUNDING', accountLast4: '3030', accountType: 'Collection' });
    const { drafts, unchanged } = compareBureauFiles({
      before: [capitalOne, midland, chase],
      after: [fresh, paid, { ...capitalOne, creditor: 'Capital One Bank USA' }],
      deletedEarlier: [],
    });
    expect(drafts).toEqual([
      { kind: 'UPDATED', item: paid, previous: chase, changedFields: ['balance', 'status', 'remarks'] },
      { kind: 'DELETED', item: midland, previous: null, changedFields: [] },
      { kind: 'NEW', item: fresh, previous: null, changedFields: [] },
    ]);
    expect(unchanged).toHaveLength(1);
  });

  it('finds an item back after its deletion, under another name, as reinserted', () => {
    const history = [
      { kind: 'DELETED' as const, item: midland },
      { kind: 'DELETED' as const, item: chase },
      { kind: 'REINSERTED' as const, item: chase },
    ];
    expect(stillDeleted(history)).toEqual([midland]);
    const back = { ...midland, creditor: 'Midland Credit Management Inc' };
    const { drafts } = compareBureauFiles({
      before: [capitalOne],
      after: [capitalOne, back],
      deletedEarlier: stillDeleted(history),
    });
    expect(drafts).toEqual([{ kind: 'REINSERTED', item: back, previous: null, changedFields: [] }]);
  });
});

describe('the letter before an outcome', () => {
  const letter = (over: Partial<MailedLetter>): MailedLetter => ({
    disputeId: 1,
    roundNumber: 1,
    bureau: 'EXPERIAN',
    creditor: 'Midland Credit Management',
    accountLast4: null,
    sentAt: '2026-01-05T10:00:00.000Z',
    answered: false,
    settled: false,
    ...over,
  });

  it('is the newest letter to that bureau about that item', () => {
    const letters = [
      letter({}),
      letter({ disputeId: 2, roundNumber: 2, sentAt: '2026-02-20T10:00:00.000Z' }),
      letter({ disputeId: 3, bureau: 'EQUIFAX', sentAt: '2026-03-01T10:00:00.000Z' }),
      letter({ disputeId: 4, accountLast4: '9999', sentAt: '2026-03-02T10:00:00.000Z' }),
    ];
    expect(letterBefore(midland, letters)?.disputeId).toBe(2);
    expect(letterBefore(capitalOne, letters)).toBeNull();
  });
});

describe('deletions paired with the reinsertions that undid them', () => {
  const card: LedgerItem = {
    bureau: 'EXPERIAN',
    creditor: 'Capital One',
    accountLast4: '1234',
    accountType: 'Credit Card',
    balanceCents: 100_000,
    status: 'Charge-off',
    openedOn: '2019-04-01',
    delinquentSince: '2023-01-01',
    remarks: null,
  };
  const other: LedgerItem = {
    ...card,
    creditor: 'Midland Credit',
    accountLast4: '9876',
    accountType: 'Collection',
  };

  it('pairs a reinsertion with the earliest standing deletion of the same item only', () => {
    const pairs = deletionsWithReinsertions([
      { id: 1, kind: 'DELETED' as const, item: card },
      { id: 2, kind: 'DELETED' as const, item: other },
      { id: 3, kind: 'REINSERTED' as const, item: card },
      { id: 4, kind: 'DELETED' as const, item: card },
    ]);
    expect(pairs.map((p) => [p.deletion.id, p.reinsertion?.id ?? null])).toEqual([
      [1, 3],
      [2, null],
      [4, null],
    ]);
  });
});
