import type { Bureau } from '@app/contracts/bureaus';
import { type SampleAccount, type SampleCreditFile, sampleReportDate } from './sample-credit-file';
import type { SampleRandom, SampleRow } from './sample-report-model';
import { bureauNames, monthlyHistoryBlocks, noiseSections, type SampleStyle } from './sample-style';

const line = (text: string): SampleRow => ({ cells: [text] });

/** How a "field x bureau" table is drawn. */
export interface GridOptions {
  /** Narrow columns whose long values wrap (a word-processor export); else wide columns. */
  narrow: boolean;
  colons: boolean;
  align: 'top' | 'middle';
  /** The 24-month payment grid under each account; late payments may show only there. */
  historyGrid: boolean;
  /** 'iiq' labels (Account #, Payment Status, Last Reported...) or other words for the same fields. */
  labels: 'iiq' | 'alt';
  /** Bureau names in the column header: full names or abbreviations (TU, EXP, EQF). */
  abbreviations?: boolean;
}

const labelSets = {
  iiq: {
    number: 'Account #',
    type: 'Account Type',
    detail: 'Account Type - Detail',
    accountStatus: 'Account Status',
    opened: 'Date Opened',
    balance: 'Balance',
    status: 'Payment Status',
    reported: 'Last Reported',
    dofd: 'Date of First Delinquency',
    comments: 'Comments',
    original: 'Original Creditor',
    limit: 'Credit Limit',
  },
  alt: {
    number: 'Account Number',
    type: 'Type',
    detail: 'Loan Type',
    accountStatus: 'Condition',
    opened: 'Opened',
    balance: 'Current Balance',
    status: 'Pay Status',
    reported: 'Reported',
    dofd: 'Date of 1st Delinquency',
    comments: 'Remarks',
    original: 'Original Creditor Name',
    limit: 'High Credit',
  },
} as const;
const abbreviation: Record<Bureau, string> = { TRANSUNION: 'TU', EXPERIAN: 'EXP', EQUIFAX: 'EQF' };

/** Bureau-by-field tables (IdentityIQ-style), one per account, with scores and inquiries the same way. */
export function triBureauGrid(file: SampleCreditFile, style: SampleStyle, r: SampleRandom, o: GridOptions) {
  const bureaus = style.order(file.bureaus);
  const labelWidth = o.narrow ? 78 : 120;
  const colWidth = o.narrow ? 82 : 130;
  const tabs = [40, ...bureaus.map((_, i) => 40 + labelWidth + i * colWidth)];
  const widths = o.narrow ? [labelWidth, ...bureaus.map(() => colWidth)] : undefined;
  const label = (key: keyof (typeof labelSets)['iiq']) => `${labelSets[o.labels][key]}${o.colons ? ':' : ''}`;
  const header: SampleRow = {
    cells: ['', ...bureaus.map((b) => (o.abbreviations ? abbreviation[b] : bureauNames[b]))],
    tabs: tabs.map((t, i) => (i === 0 ? t : t + (o.narrow ? 10 : 30))),
  };
  const row = (name: string, values: string[], extra: Partial<SampleRow> = {}): SampleRow => ({
    cells: [name, ...values],
    tabs,
    widths,
    align: o.align,
    ...extra,
  });
  const absent = r.pick(['-', '', '--']);
  const per = (a: SampleAccount, value: (b: Bureau) => string) =>
    bureaus.map((b) => (a.bureaus.includes(b) ? value(b) : absent));

  const rows: SampleRow[] = [];
  if (style.perturbations.noiseSections) rows.push(...noiseSections(r, style));
  rows.push(line(style.heading('scores')), header);
  rows.push(
    row(
      o.colons ? `${file.scoreModel}:` : file.scoreModel,
      bureaus.map((b) => String(file.scores[b])),
    ),
  );
  rows.push(
    row(
      o.colons ? 'Score Scale:' : 'Score Scale',
      bureaus.map(() => '300-850'),
    ),
  );
  rows.push(
    row(
      o.colons ? 'Lender Rank:' : 'Lender Rank',
      bureaus.map(() => r.pick(['Fair', 'Poor', 'Good'])),
    ),
  );

  rows.push(line(style.heading('accounts')));
  const accounts = r.some([...file.negatives, ...file.good], file.negatives.length + file.good.length);
  accounts.forEach((a, n) => {
    const lateOnlyInGrid = o.historyGrid && a.type === 'LATE_PAYMENT' && r.next() < 0.5;
    rows.push(line(a.creditor), header);
    const body: SampleRow[] = [
      row(
        label('number'),
        per(a, () => `${r.int(4000, 5999)}******${a.last4}`),
      ),
      row(
        label('type'),
        per(a, () => a.accountType),
      ),
      row(
        label('detail'),
        per(a, () =>
          a.type === 'COLLECTION' ? 'Collection Agency/Attorney' : 'Credit Card, Revolving Charge',
        ),
      ),
      row(
        label('accountStatus'),
        per(a, () => (a.type ? 'Derogatory' : 'Open')),
      ),
      row(
        label('opened'),
        per(a, () => style.date(a.opened)),
      ),
      row(
        label('balance'),
        per(a, () => style.money(a.balance)),
      ),
      row(
        label('status'),
        per(a, () => (lateOnlyInGrid ? 'Current' : style.status(a))),
      ),
      row(
        label('reported'),
        per(a, () => style.date(sampleReportDate)),
      ),
    ];
    if (a.dofd)
      body.push(
        row(
          label('dofd'),
          per(a, () => style.date(a.dofd as string)),
        ),
      );
    if (a.originalCreditor)
      body.push(
        row(
          label('original'),
          per(a, () => a.originalCreditor as string),
        ),
      );
    if (a.type === 'COLLECTION')
      body.push(
        row(
          label('comments'),
          per(a, () => 'Placed for collection'),
        ),
      );
    // A table that runs over a page boundary: the rest continues on the next page.
    if (style.perturbations.pageBreaks && n % 3 === 1) (body[4] as SampleRow).pageBreak = true;
    rows.push(...body);
    if (o.historyGrid && a.history.length) rows.push(...historyGrid(a, bureaus, o));
  });

  if (file.publicRecords.length) {
    rows.push(line(style.heading('public')));
    for (const p of file.publicRecords) {
      rows.push(
        header,
        row(
          o.colons ? 'Type:' : 'Type',
          bureaus.map(() => p.recordType),
        ),
      );
      rows.push(
        row(
          o.colons ? 'Date Filed:' : 'Date Filed',
          bureaus.map(() => style.date(p.filed)),
        ),
      );
    }
  } else rows.push(line(style.heading('public')), line('None Reported'));

  rows.push(line(style.heading('inquiries')));
  const inquiryTabs = [40, 200, 330, 430];
  rows.push({
    cells: ['Creditor Name', 'Type of Business', 'Date of Inquiry', 'Credit Bureau'],
    tabs: inquiryTabs,
  });
  for (const i of file.inquiries)
    for (const b of i.bureaus)
      rows.push({
        cells: [i.creditor, 'Consumer Lending', style.date(i.date), bureauNames[b]],
        tabs: inquiryTabs,
      });
  return rows;
}

/** The 24-month grid: month and year rows, then one row of codes per bureau, most recent first. */
export function historyGrid(
  a: SampleAccount,
  bureaus: Bureau[],
  o: Pick<GridOptions, 'abbreviations'>,
): SampleRow[] {
  return [
    { cells: ['Two-Year Payment History'] },
    ...monthlyHistoryBlocks(a, bureaus, (b) => (o.abbreviations ? abbreviation[b] : bureauNames[b])),
  ];
}
