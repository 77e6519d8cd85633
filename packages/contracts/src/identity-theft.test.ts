import { describe, expect, it } from 'vitest';
import {
  blockLetterFits,
  detectionConfidence,
  estimatedCompletionDate,
  fraudulentAccountsOf,
  planRecoverySteps,
  recoveryProgress,
  type ScanSignal,
  stepPrerequisite,
  suspiciousPatternsOf,
} from './identity-theft';
import type { TheftItem } from './identity-theft.contract';

const today = '2026-06-15';
const item = (over: Partial<TheftItem>): TheftItem => ({
  key: 'file-account:1',
  kind: 'ACCOUNT',
  creditor: 'Capital One',
  accountNumber: '1234',
  openedDate: '2026-03-01',
  description: 'Credit Card, current',
  bureaus: ['EXPERIAN'],
  issueType: null,
  ...over,
});
const account = (over: Partial<TheftItem> = {}): ScanSignal => ({
  kind: 'ACCOUNT',
  item: item(over),
  text: 'x',
});
const inquiry = (over: Partial<TheftItem> = {}): ScanSignal => ({
  kind: 'INQUIRY',
  item: item({ kind: 'INQUIRY', key: 'file-inquiry:1', accountNumber: null, issueType: 'INQUIRY', ...over }),
  text: 'x',
});
const address: ScanSignal = { kind: 'ADDRESS', item: null, text: '77 Unknown Rd, Tulsa OK' };
const statement: ScanSignal = { kind: 'FRAUD_STATEMENT', item: null, text: 'Initial fraud alert' };

describe('identity theft scan rules', () => {
  it('has no confidence without signals, and weighs each kind up to 95', () => {
    expect(detectionConfidence([])).toBe(0);
    expect(detectionConfidence([account()])).toBe(50);
    expect(detectionConfidence([inquiry()])).toBe(40);
    expect(detectionConfidence([address])).toBe(45);
    expect(detectionConfidence([statement])).toBe(55);
    expect(detectionConfidence([account(), account(), account(), statement])).toBe(95);
  });

  it('lists marked items with the factors their dates and status show', () => {
    const [recent, old] = fraudulentAccountsOf(
      [
        account({ key: 'a', openedDate: '2026-03-01', issueType: 'COLLECTION' }),
        account({ key: 'b', openedDate: '2019-01-01' }),
        address,
      ],
      today,
    );
    expect(recent?.suspiciousFactors).toEqual([
      'You said you did not open this account',
      'Opened within the last 12 months',
      'Reported as unpaid or late, in your name',
    ]);
    expect(old?.suspiciousFactors).toEqual(['You said you did not open this account']);
  });

  it('sees items opened within 90 days of each other as one spree', () => {
    const accounts = fraudulentAccountsOf(
      [account({ key: 'a', openedDate: '2026-01-10' }), inquiry({ key: 'b', openedDate: '2026-03-20' })],
      today,
    );
    expect(accounts[0]?.suspiciousFactors).toContain('1 other item(s) you did not open within 90 days of it');
    const apart = fraudulentAccountsOf(
      [account({ key: 'a', openedDate: '2025-01-10' }), inquiry({ key: 'b', openedDate: '2026-03-20' })],
      today,
    );
    expect(apart[0]?.suspiciousFactors.some((f) => f.includes('within 90 days'))).toBe(false);
  });

  it('names the patterns: accounts, applications, each address and the fraud statement', () => {
    const patterns = suspiciousPatternsOf([
      account(),
      inquiry(),
      inquiry({ creditor: 'Westlake Financial' }),
      address,
      statement,
    ]);
    expect(patterns.map((p) => [p.title, p.severity])).toEqual([
      ['1 account(s) you did not open', 'HIGH'],
      ['2 credit application(s) you did not make', 'HIGH'],
      ['An address you do not recognise', 'HIGH'],
      ['A fraud statement is on your file', 'HIGH'],
    ]);
    expect(suspiciousPatternsOf([inquiry()])[0]?.severity).toBe('MEDIUM');
  });

  it('plans the FTC report, police, each bureau, then a letter or a call per item', () => {
    const accounts = fraudulentAccountsOf(
      [account({ key: 'clean' }), account({ key: 'bad', issueType: 'CHARGE_OFF' }), inquiry({ key: 'inq' })],
      today,
    );
    expect(planRecoverySteps(accounts).map((s) => `${s.sortOrder}:${s.kind}:${s.subject}`)).toEqual([
      '1:FTC_REPORT:',
      '2:POLICE_REPORT:',
      '3:FRAUD_ALERT:EQUIFAX',
      '4:FRAUD_ALERT:EXPERIAN',
      '5:FRAUD_ALERT:TRANSUNION',
      '6:CLOSE_ACCOUNT:clean',
      '7:BLOCK_LETTER:bad',
      '8:BLOCK_LETTER:inq',
    ]);
    expect(blockLetterFits(item({}))).toBe(false);
  });

  it('needs the FTC report before the police report and the §605B letters, nothing before the alerts', () => {
    expect(stepPrerequisite('POLICE_REPORT')).toBe('FTC_REPORT');
    expect(stepPrerequisite('BLOCK_LETTER')).toBe('FTC_REPORT');
    expect(stepPrerequisite('FRAUD_ALERT')).toBeNull();
    expect(stepPrerequisite('FTC_REPORT')).toBeNull();
  });

  it('measures progress and the estimated completion from the steps left', () => {
    expect(recoveryProgress(0, 0)).toBe(0);
    expect(recoveryProgress(1, 7)).toBe(14);
    expect(recoveryProgress(7, 7)).toBe(100);
    expect(estimatedCompletionDate(today, [])).toBe(today);
    expect(estimatedCompletionDate(today, [1, 3, 10])).toBe('2026-06-29');
  });
});
