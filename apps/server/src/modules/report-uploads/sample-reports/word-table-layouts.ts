import type { Bureau } from '@app/contracts/bureaus';
import {
  type SampleAccount,
  type SampleCreditFile,
  type SamplePublicRecord,
  sampleReportDate,
} from './sample-credit-file';
import type { SampleRandom, SampleRow } from './sample-report-model';
import { bureauNames, monthlyHistoryBlocks, type SampleStyle } from './sample-style';

/** How a word-processor report (one table per section) is drawn. */
export interface WordTableOptions {
  /** Scores with the bureaus as columns (one row of scores) or as rows (one row per bureau). */
  scores: 'columns' | 'rows';
  /** Public records as a field x bureau table, as "Label: value" lines, or as a table with column titles. */
  records: 'grid' | 'labelled' | 'table';
  /** Whether the negatives are shown a second time in a section of their own (and a bankruptcy twice). */
  repeatSections: boolean;
}

const line = (text: string): SampleRow => ({ cells: [text] });
// Decorations word-processor reports put before names; a keycap is a digit, U+FE0F and U+20E3.
const keycap = (n: number) => `${n % 10}\uFE0F\u20E3`;
const decorations = [keycap, () => '\u2022', () => '\u00BB', () => '\u00A7'];

/**
 * A report written in a word processor: one table per section, the bureaus as columns and the fields
 * as rows, values wrapped inside narrow cells, a payment history whose title wraps in its cell, names
 * with decorative characters before them, sections repeated, and public records by court and case.
 */
export function wordTables(file: SampleCreditFile, style: SampleStyle, r: SampleRandom, o: WordTableOptions) {
  const bureaus = style.order(file.bureaus);
  const labelWidth = 74;
  const colWidth = 76;
  const tabs = [40, ...bureaus.map((_, i) => 40 + labelWidth + 10 + i * (colWidth + 10))];
  const widths = [labelWidth, ...bureaus.map(() => colWidth)];
  const header: SampleRow = {
    cells: [r.pick(['', 'Field', 'Bureau']), ...bureaus.map((b) => bureauNames[b])],
    tabs,
    widths,
  };
  const row = (label: string, values: string[]): SampleRow => ({
    cells: [label, ...values],
    tabs,
    widths,
    align: 'top',
  });
  const decorate = r.next() < 0.7 ? r.pick(decorations) : null;
  const named = (name: string, n: number) => (decorate ? `${decorate(n + 1)} ${name}` : name);
  const per = (a: { bureaus: Bureau[] }, value: (b: Bureau) => string) =>
    bureaus.map((b) => (a.bureaus.includes(b) ? value(b) : '-'));

  const rows: SampleRow[] = [
    line('Three Bureau Credit Report'),
    line(`Prepared ${style.date(sampleReportDate)}`),
  ];
  rows.push(line(style.heading('scores')));
  const modelNamed = r.next() < 0.5;
  if (o.scores === 'columns') {
    rows.push(
      header,
      row(
        modelNamed ? file.scoreModel : r.pick(['Score', 'Credit Score', '']),
        bureaus.map((b) => String(file.scores[b])),
      ),
    );
    rows.push(
      row(
        'Rating',
        bureaus.map(() => r.pick(['Fair', 'Poor', 'Good'])),
      ),
    );
  } else {
    const scoreTabs = [40, 160, 260];
    rows.push({ cells: ['Bureau', 'Score', ...(modelNamed ? ['Model'] : [])], tabs: scoreTabs });
    for (const b of bureaus)
      rows.push({
        cells: [bureauNames[b], String(file.scores[b]), ...(modelNamed ? [file.scoreModel] : [])],
        tabs: scoreTabs,
      });
  }

  rows.push(line(style.heading('accounts')));
  const accounts = r.some([...file.negatives, ...file.good], file.negatives.length + file.good.length);
  accounts.forEach((a, n) => {
    // A late payment the status no longer shows is only in the monthly history.
    const lateOnlyInHistory = a.type === 'LATE_PAYMENT' && r.next() < 0.5;
    rows.push(line(named(a.creditor, n)), header, ...accountRows(a, style, row, per, lateOnlyInHistory));
    if (a.history.length && (a.type === 'LATE_PAYMENT' || r.next() < 0.4))
      rows.push(...paymentHistory(a, bureaus, tabs));
  });

  const recordsStyle = o.records;
  const printRecords = (records: SamplePublicRecord[], how: WordTableOptions['records']) => {
    records.forEach((p, n) => {
      rows.push(...publicRecordRows(p, how, style, named(p.recordType, n), header, row, per));
    });
  };
  if (o.repeatSections) {
    // The negatives again in a section of their own, with fewer fields: still one item each.
    rows.push(line(style.heading('negatives')));
    file.negatives.forEach((a, n) => {
      rows.push(line(named(a.creditor, n)), header);
      rows.push(
        row(
          'Account Number',
          per(a, () => `XXXX${a.last4}`),
        ),
      );
      rows.push(
        row(
          'Balance',
          per(a, () => style.money(a.balance)),
        ),
      );
      rows.push(
        row(
          'Date Opened',
          per(a, () => style.date(a.opened)),
        ),
      );
    });
  }
  rows.push(line(style.heading('public')));
  if (file.publicRecords.length) printRecords(file.publicRecords, recordsStyle);
  else rows.push(line('None Reported'));
  const bankruptcies = file.publicRecords.filter((p) => /bankruptcy/i.test(p.recordType));
  if (o.repeatSections && bankruptcies.length) {
    // The same bankruptcy shown again in a section of its own, in another style.
    rows.push(line('Bankruptcies'));
    printRecords(bankruptcies, recordsStyle === 'labelled' ? 'grid' : 'labelled');
  }

  rows.push(line(style.heading('inquiries')));
  const inquiryTabs = [40, 230, 360];
  rows.push({ cells: ['Creditor Name', 'Date of Inquiry', 'Credit Bureau'], tabs: inquiryTabs });
  for (const i of file.inquiries)
    rows.push({
      cells: [i.creditor, style.date(i.date), i.bureaus.map((b) => bureauNames[b]).join(', ')],
      tabs: inquiryTabs,
      widths: [180, 120, 200],
    });
  return rows;
}

type Row = (label: string, values: string[]) => SampleRow;
type Per = (a: { bureaus: Bureau[] }, value: (b: Bureau) => string) => string[];

function accountRows(a: SampleAccount, style: SampleStyle, row: Row, per: Per, lateOnlyInHistory: boolean) {
  const rows = [
    row(
      'Account Number',
      per(a, () => `XXXX-XXXX-${a.last4}`),
    ),
    row(
      'Account Type',
      per(a, () => (a.type === 'COLLECTION' ? 'Collection Agency / Attorney' : `${a.accountType} Account`)),
    ),
    row(
      'Date Opened',
      per(a, () => style.date(a.opened)),
    ),
    row(
      'Balance',
      per(a, () => style.money(a.balance)),
    ),
    row(
      'Payment Status',
      per(a, () => (lateOnlyInHistory ? 'Current, was past due' : style.status(a))),
    ),
  ];
  if (lateOnlyInHistory)
    rows[4] = row(
      'Payment Status',
      per(a, () => 'Current'),
    );
  if (a.dofd)
    rows.push(
      row(
        'Date of First Delinquency',
        per(a, () => style.date(a.dofd as string)),
      ),
    );
  if (a.originalCreditor)
    rows.push(
      row(
        'Original Creditor',
        per(a, () => a.originalCreditor as string),
      ),
    );
  return rows;
}

/** "Monthly Payment History" in a narrow first cell (it wraps), then months, years and a row per bureau. */
function paymentHistory(a: SampleAccount, bureaus: Bureau[], accountTabs: number[]): SampleRow[] {
  return [
    { cells: ['Monthly Payment History'], tabs: accountTabs, widths: [60] },
    ...monthlyHistoryBlocks(a, bureaus, (b) => bureauNames[b]),
  ];
}

function publicRecordRows(
  p: SamplePublicRecord,
  how: WordTableOptions['records'],
  style: SampleStyle,
  title: string,
  header: SampleRow,
  row: Row,
  per: Per,
): SampleRow[] {
  const amount = p.amount === null ? '-' : style.money(p.amount);
  if (how === 'grid')
    return [
      line(title),
      header,
      row(
        'Court',
        per(p, () => p.court),
      ),
      row(
        'Case Number',
        per(p, () => p.caseNumber),
      ),
      row(
        'Date Filed',
        per(p, () => style.date(p.filed)),
      ),
      row(
        'Type',
        per(p, () => p.recordType),
      ),
      row(
        'Amount',
        per(p, () => amount),
      ),
      row(
        'Status',
        per(p, () => p.status),
      ),
    ];
  if (how === 'labelled')
    return [
      line(title),
      line(`Court: ${p.court}`),
      line(`Case Number: ${p.caseNumber}`),
      line(`Date Filed: ${style.date(p.filed)}`),
      line(`Amount: ${amount}`),
      line(`Status: ${p.status}`),
      line(`Reported by: ${p.bureaus.map((b) => bureauNames[b]).join(', ')}`),
    ];
  const tabs = [40, 130, 250, 330, 400, 470];
  const widths = [88, 118, 78, 68, 68, 80];
  return [
    { cells: ['Type', 'Court', 'Case Number', 'Filed', 'Amount', 'Status'], tabs },
    {
      cells: [p.recordType, p.court, p.caseNumber, style.date(p.filed), amount, p.status],
      tabs,
      widths,
      align: 'top',
    },
  ];
}
