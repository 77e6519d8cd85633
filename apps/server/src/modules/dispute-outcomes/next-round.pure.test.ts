import { describe, expect, it } from 'vitest';
import { nextRound, type RoundItem, type RoundLetter, type RoundOutcome } from './next-round';

const today = '2026-03-20';

const item = (over: Partial<RoundItem> = {}): RoundItem => ({
  id: 1,
  type: 'CHARGE_OFF',
  status: 'DISPUTED',
  creditor: 'CAPITAL ONE',
  accountLast4: '4821',
  bureaus: ['EQUIFAX'],
  firstContactOn: null,
  ...over,
});

const letter = (over: Partial<RoundLetter> = {}): RoundLetter => ({
  id: 10,
  issueId: 1,
  bureau: 'EQUIFAX',
  letterType: 'BUREAU_DISPUTE',
  reason: 'UNVERIFIABLE',
  sentOn: '2026-01-05',
  ...over,
});

const closed = (disputeId: number, kind: RoundOutcome['kind'], observedOn = '2026-02-10'): RoundOutcome => ({
  disputeId,
  kind,
  observedOn,
});

const run = (items: RoundItem[], letters: RoundLetter[], outcomes: RoundOutcome[]) =>
  nextRound({ items, letters, outcomes, today });

describe('the next round', () => {
  it('asks how the bureau verified after a verification, with the day and the law in plain words', () => {
    const [s, ...rest] = run([item()], [letter()], [closed(10, 'VERIFIED')]);
    expect(rest).toEqual([]);
    expect(s).toMatchObject({
      issueId: 1,
      bureau: 'EQUIFAX',
      kind: 'METHOD_OF_VERIFICATION',
      letterType: 'METHOD_OF_VERIFICATION',
      consumerSends: false,
    });
    expect(s?.reason).toContain('Equifax said on 2026-02-10 that it verified this item');
    expect(s?.reason).not.toMatch(/METHOD_OF_VERIFICATION|VERIFIED/);
  });

  it('offers the complaint packet when the bureau verified again after a method-of-verification request', () => {
    const letters = [
      letter(),
      letter({ id: 11, letterType: 'METHOD_OF_VERIFICATION', sentOn: '2026-02-15' }),
    ];
    const [s] = run([item()], letters, [closed(10, 'VERIFIED'), closed(11, 'VERIFIED', '2026-03-18')]);
    expect(s).toMatchObject({ kind: 'CFPB_COMPLAINT', letterType: null, consumerSends: true });
    expect(s?.reason).toContain('without telling you how');
  });

  it('offers the complaint packet when the bureau let its 30 days pass', () => {
    const [s] = run([item()], [letter()], [closed(10, 'NO_ANSWER')]);
    expect(s).toMatchObject({ kind: 'CFPB_COMPLAINT' });
    expect(s?.reason).toContain('did not answer your letter mailed 2026-01-05 within the 30 days');
  });

  it('suggests a direct dispute the consumer sends themselves once the bureau only changed the item', () => {
    const [s] = run([item()], [letter()], [closed(10, 'UPDATED')]);
    expect(s).toMatchObject({
      kind: 'FURNISHER_DIRECT',
      letterType: 'FURNISHER_DIRECT',
      consumerSends: true,
      needsRecipientAddress: true,
    });
    expect(s?.reason).toContain('You send this one yourself');
  });

  it('suggests a direct dispute after a verification when the method was already asked for and answered some other way', () => {
    const letters = [
      letter({ letterType: 'METHOD_OF_VERIFICATION' }),
      letter({ id: 11, letterType: 'BUREAU_DISPUTE', reason: 'INACCURATE_BALANCE' }),
    ];
    const [s] = run([item()], letters, [closed(10, 'UPDATED'), closed(11, 'VERIFIED')]);
    expect(s?.kind).toBe('FURNISHER_DIRECT');
  });

  it('suggests a §605B block for an item disputed as identity theft, instead of another investigation', () => {
    const [s] = run([item()], [letter({ reason: 'IDENTITY_THEFT' })], [closed(10, 'VERIFIED')]);
    expect(s).toMatchObject({ kind: 'IDENTITY_THEFT_BLOCK', letterType: 'IDENTITY_THEFT_BLOCK' });
    expect(s?.reason).toContain('within 4 business days');
  });

  describe('debt validation of a collection', () => {
    const collection = (firstContactOn: string | null) =>
      item({ type: 'COLLECTION', creditor: 'MIDLAND', bureaus: ['EQUIFAX', 'EXPERIAN'], firstContactOn });

    it('is suggested once, at the first bureau, within 30 days of the first contact', () => {
      const s = run([collection('2026-03-01')], [], []);
      expect(s).toHaveLength(1);
      expect(s[0]).toMatchObject({
        kind: 'DEBT_VALIDATION',
        bureau: 'EQUIFAX',
        needsFirstContactDate: false,
      });
      expect(s[0]?.reason).toContain('Until 2026-03-31');
    });

    it('asks for the day of first contact when it is unknown, rather than guessing', () => {
      const [s] = run([collection(null)], [], []);
      expect(s).toMatchObject({ kind: 'DEBT_VALIDATION', needsFirstContactDate: true });
      expect(s?.reason).toContain('Enter the day of that first contact below');
    });

    it('counts the 30 days from the day after the first contact: the 30th day is still in time', () => {
      const [lastDay] = run([collection('2026-02-18')], [], []);
      expect(lastDay?.reason).toContain('Until 2026-03-20');
      expect(run([collection('2026-02-17')], [], [])).toEqual([]);
    });

    it('is not suggested once the 30 days have passed, or after a validation request', () => {
      expect(run([collection('2026-01-02')], [], [])).toEqual([]);
      const asked = letter({ letterType: 'DEBT_VALIDATION', bureau: 'EXPERIAN', sentOn: null });
      expect(run([collection('2026-03-01')], [asked], [])).toEqual([]);
    });
  });

  it('suggests nothing while a letter waits to be mailed or answered, after a deletion, or for a resolved item', () => {
    expect(run([item()], [letter({ sentOn: null })], [])).toEqual([]);
    expect(run([item()], [letter()], [])).toEqual([]);
    expect(run([item()], [letter()], [closed(10, 'DELETED')])).toEqual([]);
    expect(run([item({ status: 'RESOLVED' })], [letter()], [closed(10, 'VERIFIED')])).toEqual([]);
    expect(run([item()], [], [])).toEqual([]);
  });

  it('reads the newest letter at each bureau on its own', () => {
    const letters = [letter(), letter({ id: 20, bureau: 'EXPERIAN' })];
    const s = run([item({ bureaus: ['EQUIFAX', 'EXPERIAN'] })], letters, [
      closed(10, 'VERIFIED'),
      closed(20, 'NO_ANSWER'),
    ]);
    expect(s.map((x) => [x.bureau, x.kind])).toEqual([
      ['EQUIFAX', 'METHOD_OF_VERIFICATION'],
      ['EXPERIAN', 'CFPB_COMPLAINT'],
    ]);
  });
});
