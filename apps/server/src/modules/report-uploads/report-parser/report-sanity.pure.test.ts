import { describe, expect, it } from 'vitest';
import { statusOf } from './account-status';
import { isPlausibleCreditor } from './creditor-names';
import { parseReport } from './parse-report';
import { analysisOf } from './report-analysis';
import { linesFromPlainText } from './report-lines';
import { sectionHeading } from './report-sections';

const read = (text: string) => analysisOf(parseReport(linesFromPlainText(text)), 'pdf-text', '2025-12-01');
const negatives = (a: ReturnType<typeof read>) => a.issuesFound.filter((i) => i.type !== 'INQUIRY');

describe('sanity rules', () => {
  it('never takes a date, an amount, a bureau or a label for a creditor', () => {
    for (const text of [
      '12/01/2025',
      'Dec 2025',
      '$1,250.00',
      '1,250.00 USD',
      'Experian',
      'TransUnion, Equifax',
      'Balance:',
      'Page 2 of 7',
      'Charged Off',
    ])
      expect(isPlausibleCreditor(text), text).toBe(false);
    for (const text of ['ROUTE 66 CREDIT UNION', 'SYNCB/AMAZON', 'Sample Recovery Group'])
      expect(isPlausibleCreditor(text), text).toBe(true);

    const a = read(`NEGATIVE ITEMS
12/01/2025
Status: Collection
Balance: $410.00
Report Date: 12/01/2025
ACME RECOVERY GROUP
Status: Collection
Balance: $1,250.00`);
    expect(negatives(a).map((i) => i.creditor)).toEqual(['ACME RECOVERY GROUP']);
  });

  it('makes one item of an account several bureaus report, with its bureaus', () => {
    const a = read(`=== TransUnion ===
COLLECTIONS
ACME RECOVERY GROUP #****4821
Balance: $1,250.00
=== Experian ===
COLLECTIONS
ACME RECOVERY GROUP #****4821
Balance: $1,250.00`);
    expect(negatives(a)).toHaveLength(1);
    expect(negatives(a)[0]?.bureaus).toEqual(['TRANSUNION', 'EXPERIAN']);
  });

  it('lists a foreclosure as a foreclosure, not as a repossession', () => {
    const a = read(`ACCOUNTS
HOMETOWN MORTGAGE CO #****7731
Account Type: Mortgage
Status: Foreclosure
Balance: $182,400.00
VALLEY AUTO FINANCE #****2210
Account Type: Auto Loan
Status: Voluntary repossession
Balance: $6,120.00`);
    expect(negatives(a).map((i) => [i.creditor, i.type])).toEqual([
      ['HOMETOWN MORTGAGE CO', 'FORECLOSURE'],
      ['VALLEY AUTO FINANCE', 'REPOSSESSION'],
    ]);
    expect(negatives(a)[0]?.suggestedAction).toMatch(/foreclosure/);
  });

  it('never counts an inquiry as a negative account', () => {
    const a = read(`Who Has Asked for Your Credit
03/14/2025  EVERGREEN COLLECTIONS  (HARD)
04/02/2025  NORTHWIND BANK Collection Dept  (HARD)
Accounts
NORTHWIND BANK
Account Type: Inquiry
Status: Collection inquiry`);
    expect(negatives(a)).toEqual([]);
    expect(a.inquiries.map((i) => i.creditor)).toEqual([
      'EVERGREEN COLLECTIONS',
      'NORTHWIND BANK Collection Dept',
    ]);
  });

  it('recognises headings by their words and synonyms, never a creditor as one', () => {
    const kinds = Object.fromEntries(
      [
        'Derogatory Marks',
        'Accounts with Adverse Information',
        'Charge-offs and Collections',
        'Collection Accounts',
        'Tradelines (7)',
        '--- YOUR ACCOUNTS ---',
        'Public Records',
        'Bankruptcies and Judgments',
        'Who Has Asked for Your Credit',
        'Requests Viewed Only by You',
        'Score Factors',
        'Credit Score Summary',
        'EVERGREEN COLLECTIONS',
        'ACCOUNTS RECEIVABLE SOLUTIONS',
      ].map((h) => [h, sectionHeading(h)]),
    );
    expect(kinds).toEqual({
      'Derogatory Marks': 'negatives',
      'Accounts with Adverse Information': 'negatives',
      'Charge-offs and Collections': 'negatives',
      'Collection Accounts': 'collections',
      'Tradelines (7)': 'accounts',
      '--- YOUR ACCOUNTS ---': 'accounts',
      'Public Records': 'public',
      'Bankruptcies and Judgments': 'public',
      'Who Has Asked for Your Credit': 'inquiries',
      'Requests Viewed Only by You': 'soft-inquiries',
      'Score Factors': 'other',
      'Credit Score Summary': 'scores',
      'EVERGREEN COLLECTIONS': null,
      'ACCOUNTS RECEIVABLE SOLUTIONS': null,
    });
  });

  it('classifies account statuses', () => {
    const words = (t: string) => [...statusOf(t).words].sort();
    expect(words('Collection/Chargeoff')).toEqual(['charge-off', 'collection']);
    expect(statusOf('90-119 days past due').daysLate).toBe(90);
    expect(statusOf('Late 120').daysLate).toBe(120);
    expect(statusOf('Current; was 150 days late').daysLate).toBe(150);
    expect(statusOf('Open - never late').daysLate).toBe(0);
    expect(words('Voluntary repossession')).toEqual(['repossession']);
    expect(words('Foreclosure proceedings started')).toEqual(['foreclosure']);
    expect(words('Included in Chapter 7 bankruptcy')).toEqual(['bankruptcy']);
    expect(words('Civil judgment')).toEqual(['judgment']);
    expect(words('Settled for less than full balance')).toEqual(['settled']);
    expect(words('Paid collection, closed')).toEqual(['closed', 'collection', 'paid']);
    expect(words('Paid or paying as agreed')).toEqual(['current']);
  });

  it('reads scores from FICO, VantageScore and Credit Score lines, per bureau', () => {
    expect(read('CREDIT SCORES\nEquifax: 568   Experian: 574   TransUnion: 561').scores).toEqual({
      EQUIFAX: 568,
      EXPERIAN: 574,
      TRANSUNION: 561,
    });
    expect(read('FICO® Score 8 (Experian): 640\nScore Scale: 300-850').scores).toEqual({ EXPERIAN: 640 });
    expect(read('SCORES  TU 612  EX 598  EQ 605').scores).toEqual({
      TRANSUNION: 612,
      EXPERIAN: 598,
      EQUIFAX: 605,
    });
    expect(read('Report from Equifax\nVantageScore 3.0: 655').scores).toEqual({ EQUIFAX: 655 });
    expect(read('Your credit score: 702').creditScore).toBe(702);
  });

  it('answers an empty analysis with a message when nothing is found', () => {
    const a = read('Meeting notes\nBring the forms on Tuesday\nThank you for your business');
    expect(a.issuesFound).toEqual([]);
    expect(a.creditScore).toBeNull();
    expect(a.message).toMatch(/^Nothing was found in this report/);
  });
});
