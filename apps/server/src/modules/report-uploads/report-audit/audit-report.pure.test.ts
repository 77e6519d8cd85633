import type { Bureau } from '@app/contracts/bureaus';
import type { FindingKind } from '@app/contracts/report-findings';
import { describe, expect, it } from 'vitest';
import { historyCode, statusOf } from '../report-parser/account-status';
import type { BureauDetail, ParsedAccount, ParsedReport } from '../report-parser/parsed-report';
import { auditReport } from './audit-report';

// Every date below is relative to this frozen day; nothing reads the machine's clock.
const today = '2026-03-15';

function detail(bureau: Bureau, over: Partial<BureauDetail> & { statusText?: string } = {}): BureauDetail {
  const statusText = over.statusText ?? 'Collection';
  const status = statusOf(statusText);
  return {
    bureau,
    statusText,
    status,
    kind: 'COLLECTION',
    balanceCents: 125_000,
    pastDueCents: null,
    highBalanceCents: null,
    opened: '2022-03-01',
    dofd: '2021-11-01',
    reported: '2026-02-01',
    history: [],
    ...over,
  };
}
function account(over: Partial<ParsedAccount> = {}): ParsedAccount {
  const details = over.details ?? [detail('TRANSUNION'), detail('EXPERIAN'), detail('EQUIFAX')];
  return {
    creditor: 'ACME RECOVERY GROUP',
    accountType: 'Collection',
    status: 'Collection',
    balanceCents: 125_000,
    accountLast4: '4821',
    bureaus: details.flatMap((d) => (d.bureau ? [d.bureau] : [])),
    negative: 'COLLECTION',
    daysLate: 0,
    originalCreditor: null,
    disputed: false,
    dateReported: '2021-11-01',
    ...over,
    details,
  };
}
const report = (over: Partial<ParsedReport>): ParsedReport => ({
  layout: 'test',
  scores: {},
  score: null,
  accounts: [],
  inquiries: [],
  publicRecords: [],
  ...over,
});
const kindsOf = (r: ParsedReport, a: ParsedAccount, day = today): FindingKind[] =>
  (auditReport(r, day).accounts.get(a) ?? []).map((f) => f.kind);

describe('inaccuracy audit: facts that make an item disputable', () => {
  it('finds nothing on an item the three bureaus report alike and within its reporting period', () => {
    const a = account();
    expect(kindsOf(report({ accounts: [a] }), a)).toEqual([]);
  });

  it('shows a balance, status, date opened or first delinquency that differs between bureaus, with each value', () => {
    const a = account({
      details: [
        detail('TRANSUNION', { balanceCents: 124_500, opened: '2022-03-15' }),
        detail('EXPERIAN', {
          balanceCents: 104_500,
          statusText: 'Charged off',
          kind: 'CHARGE_OFF',
          opened: '2022-03-01',
        }),
        detail('EQUIFAX', { balanceCents: 124_500, dofd: '2022-01-01', opened: '2022-05-01' }),
      ],
    });
    const found = auditReport(report({ accounts: [a] }), today).accounts.get(a) ?? [];
    expect(found.map((f) => f.kind)).toEqual([
      'BALANCE_DIFFERS',
      'STATUS_DIFFERS',
      'DATE_OPENED_DIFFERS',
      'DELINQUENCY_DATE_DIFFERS',
    ]);
    const balance = found[0];
    expect(balance?.values).toEqual([
      { source: 'TransUnion', value: '$1,245.00' },
      { source: 'Experian', value: '$1,045.00' },
      { source: 'Equifax', value: '$1,245.00' },
    ]);
    expect(balance?.text).toContain('TransUnion $1,245.00, Experian $1,045.00 and Equifax $1,245.00');
    // Days within the same month are not a difference: bureaus print the day differently.
    expect(found[2]?.values.map((v) => v.value)).toEqual(['March 2022', 'March 2022', 'May 2022']);
  });

  it('applies FCRA section 605: seven years from 180 days after the delinquency began', () => {
    // Delinquency began 2018-09-13: reportable until 2025-09-13 + 180 days = 2026-03-12.
    const a = account({ details: [detail('EQUIFAX', { dofd: '2018-09-13' })] });
    const r = report({ accounts: [a] });
    expect(kindsOf(r, a, '2026-03-11')).toEqual([]);
    expect(kindsOf(r, a, '2026-03-12')).toEqual(['PAST_REPORTING_PERIOD']);
    const text = auditReport(r, '2026-03-12').accounts.get(a)?.[0]?.text;
    expect(text).toContain('March 12, 2026');
  });

  it('keeps a bankruptcy ten years from filing, a completed chapter 13 seven', () => {
    const ch7 = {
      recordType: 'Chapter 7 Bankruptcy',
      bankruptcy: true,
      court: null,
      caseNumber: null,
      filedDate: '2016-03-20',
      amountCents: null,
      status: null,
      bureaus: [],
    };
    const ch13 = { ...ch7, recordType: 'Chapter 13 Bankruptcy discharged', filedDate: '2019-03-10' };
    const audit = auditReport(report({ publicRecords: [ch7, ch13] }), today);
    expect(audit.publicRecords.get(ch7)).toBeUndefined();
    expect(audit.publicRecords.get(ch13)?.[0]?.kind).toBe('PAST_REPORTING_PERIOD');
    expect(
      auditReport(report({ publicRecords: [ch7] }), '2026-03-20').publicRecords.get(ch7)?.[0]?.kind,
    ).toBe('PAST_REPORTING_PERIOD');
  });

  it('shows a paid or settled collection that still reports a balance', () => {
    const a = account({
      details: [
        detail('TRANSUNION', { statusText: 'Paid collection', balanceCents: 41_300 }),
        detail('EXPERIAN', { statusText: 'Paid collection', balanceCents: 0 }),
      ],
    });
    const found = auditReport(report({ accounts: [a] }), today).accounts.get(a) ?? [];
    expect(found.map((f) => f.kind)).toContain('PAID_WITH_BALANCE');
    expect(found.find((f) => f.kind === 'PAID_WITH_BALANCE')?.values).toEqual([
      { source: 'TransUnion', value: 'Paid collection; balance $413.00' },
    ]);
  });

  it('shows one debt reported by the original creditor and a collector, both with a balance, on both items', () => {
    const collector = account({ originalCreditor: 'Northwind Bank, N.A.' });
    const lender = account({
      creditor: 'NORTHWIND BANK',
      negative: 'CHARGE_OFF',
      balanceCents: 98_000,
      details: [detail('EXPERIAN', { kind: 'CHARGE_OFF', statusText: 'Charged off', balanceCents: 98_000 })],
    });
    const r = report({ accounts: [collector, lender] });
    expect(kindsOf(r, collector)).toContain('DEBT_REPORTED_TWICE');
    expect(kindsOf(r, lender)).toContain('DEBT_REPORTED_TWICE');
    const f = auditReport(r, today)
      .accounts.get(lender)
      ?.find((x) => x.kind === 'DEBT_REPORTED_TWICE');
    expect(f?.values).toEqual([
      { source: 'NORTHWIND BANK (original creditor)', value: '$980.00' },
      { source: 'ACME RECOVERY GROUP (collector)', value: '$1,250.00' },
    ]);
  });

  it('shows a charged-off balance that grew', () => {
    const grewOverHigh = account({
      negative: 'CHARGE_OFF',
      details: [
        detail('EQUIFAX', {
          kind: 'CHARGE_OFF',
          statusText: 'Charged off',
          balanceCents: 520_000,
          highBalanceCents: 450_000,
        }),
      ],
    });
    const grewLater = account({
      negative: 'CHARGE_OFF',
      details: [
        detail('TRANSUNION', {
          kind: 'CHARGE_OFF',
          statusText: 'Charged off',
          balanceCents: 450_000,
          reported: '2025-06-01',
        }),
        detail('EXPERIAN', {
          kind: 'CHARGE_OFF',
          statusText: 'Charged off',
          balanceCents: 480_000,
          reported: '2026-01-01',
        }),
      ],
    });
    expect(kindsOf(report({ accounts: [grewOverHigh] }), grewOverHigh)).toEqual(['CHARGE_OFF_BALANCE_GREW']);
    expect(kindsOf(report({ accounts: [grewLater] }), grewLater)).toContain('CHARGE_OFF_BALANCE_GREW');
  });

  it('shows a late payment in a month another bureau, or its own history, shows paid on time', () => {
    const month = (code: string, m: string) =>
      historyCode(code, m) as NonNullable<ReturnType<typeof historyCode>>;
    const late = account({
      negative: 'LATE_PAYMENT',
      details: [
        detail('TRANSUNION', {
          kind: 'LATE_PAYMENT',
          statusText: 'Current',
          dofd: null,
          history: [month('OK', '2025-05'), month('60', '2025-04')],
        }),
        detail('EXPERIAN', {
          kind: 'LATE_PAYMENT',
          statusText: 'Current',
          dofd: null,
          history: [month('OK', '2025-05'), month('OK', '2025-04')],
        }),
      ],
    });
    const found = auditReport(report({ accounts: [late] }), today).accounts.get(late) ?? [];
    expect(found.map((f) => f.kind)).toEqual(['LATE_WHILE_CURRENT']);
    expect(found[0]?.text).toBe(
      'For April 2025, TransUnion reports a late payment while Experian shows that month paid on time.',
    );
    expect(found[0]?.values).toEqual([
      { source: 'TransUnion', value: '60 days late' },
      { source: 'Experian', value: 'paid on time' },
    ]);

    const allOnTime = Array.from({ length: 12 }, (_, k) =>
      month('OK', `2025-${String(k + 1).padStart(2, '0')}`),
    );
    const contradicted = account({
      negative: 'LATE_PAYMENT',
      details: [
        detail('EQUIFAX', {
          kind: 'LATE_PAYMENT',
          statusText: '30 days late',
          dofd: null,
          history: allOnTime,
        }),
      ],
    });
    expect(kindsOf(report({ accounts: [contradicted] }), contradicted)).toEqual(['LATE_WHILE_CURRENT']);
  });

  it('shows a hard inquiry older than two years, never one within them', () => {
    const old = { creditor: 'RIVERSTONE LOANS', date: '2024-03-15', bureaus: ['EXPERIAN' as const] };
    const recent = { creditor: 'FALCON AUTO CREDIT', date: '2024-03-16', bureaus: [] };
    const audit = auditReport(report({ inquiries: [old, recent] }), today);
    expect(audit.inquiries.get(old)?.[0]?.kind).toBe('OLD_INQUIRY');
    expect(audit.inquiries.get(old)?.[0]?.values).toEqual([{ source: 'Experian', value: 'March 15, 2024' }]);
    expect(audit.inquiries.get(recent)).toBeUndefined();
  });
});
