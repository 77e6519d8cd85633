import type { Bureau } from '@app/contracts/bureaus';
import { type SampleAccount, type SampleCreditFile, sampleReportDate } from './sample-credit-file';
import type { SampleRandom, SampleRow } from './sample-report-model';
import { bureauNames, noiseSections, type SampleStyle } from './sample-style';
import { historyGrid } from './tri-bureau-grid-layouts';

const line = (text: string): SampleRow => ({ cells: [text] });

type Field =
  | 'number'
  | 'type'
  | 'accountStatus'
  | 'status'
  | 'opened'
  | 'balance'
  | 'limit'
  | 'pastDue'
  | 'reported'
  | 'remarks'
  | 'original';

/** How one monitoring service prints a three-bureau report: its words, its order, its score table. */
export interface ServiceProfile {
  title: string;
  labels: Record<Field, string>;
  /** Bureau columns in the service's own order. */
  bureaus: Bureau[];
  /** Scores with the bureaus as columns (one row) or as rows (one row per bureau). */
  scores: 'columns' | 'rows';
  /** The creditor as a line above its table, or as the table's first row. */
  creditorRow: boolean;
  /** Inquiries one row per bureau that shows them, or one row with a mark under each bureau. */
  inquiries: 'rowPerBureau' | 'marks';
  sections: ('scores' | 'summary' | 'accounts' | 'records' | 'inquiries')[];
}

const iiqLabels: ServiceProfile['labels'] = {
  number: 'Account #:',
  type: 'Account Type:',
  accountStatus: 'Account Status:',
  status: 'Payment Status:',
  opened: 'Date Opened:',
  balance: 'Balance Owed:',
  limit: 'Credit Limit:',
  pastDue: 'Past Due Amount:',
  reported: 'Date Reported:',
  remarks: 'Creditor Remarks:',
  original: 'Original Creditor:',
};

/** The four services professionals import from; labels as their printed reports use them. */
export const serviceProfiles: Record<
  'identityiq' | 'myscoreiq' | 'smartcredit' | 'privacyguard',
  ServiceProfile
> = {
  identityiq: {
    title: 'IdentityIQ 3 Bureau Credit Report',
    labels: iiqLabels,
    bureaus: ['TRANSUNION', 'EXPERIAN', 'EQUIFAX'],
    scores: 'columns',
    creditorRow: false,
    inquiries: 'rowPerBureau',
    sections: ['scores', 'summary', 'accounts', 'records', 'inquiries'],
  },
  myscoreiq: {
    title: 'MyScoreIQ Three Bureau Report',
    labels: { ...iiqLabels, balance: 'Balance:', reported: 'Last Reported:', remarks: 'Comments:' },
    bureaus: ['TRANSUNION', 'EXPERIAN', 'EQUIFAX'],
    scores: 'columns',
    creditorRow: false,
    inquiries: 'rowPerBureau',
    sections: ['summary', 'scores', 'accounts', 'inquiries', 'records'],
  },
  smartcredit: {
    title: 'SmartCredit 3B Report',
    labels: {
      number: 'Account Number',
      type: 'Account Type',
      accountStatus: 'Account Status',
      status: 'Payment Status',
      opened: 'Opened',
      balance: 'Balance',
      limit: 'Limit',
      pastDue: 'Past Due',
      reported: 'Last Reported',
      remarks: 'Comments',
      original: 'Original Creditor',
    },
    bureaus: ['TRANSUNION', 'EQUIFAX', 'EXPERIAN'],
    scores: 'rows',
    creditorRow: true,
    inquiries: 'marks',
    sections: ['scores', 'accounts', 'records', 'inquiries', 'summary'],
  },
  privacyguard: {
    title: 'PrivacyGuard Credit Report',
    labels: {
      number: 'Account No.',
      type: 'Type',
      accountStatus: 'Condition',
      status: 'Status',
      opened: 'Date Opened',
      balance: 'Current Balance',
      limit: 'High Credit',
      pastDue: 'Amount Past Due',
      reported: 'Date Reported',
      remarks: 'Remarks',
      original: 'Original Creditor',
    },
    bureaus: ['EQUIFAX', 'EXPERIAN', 'TRANSUNION'],
    scores: 'rows',
    creditorRow: false,
    inquiries: 'marks',
    sections: ['summary', 'scores', 'records', 'accounts', 'inquiries'],
  },
};

/** A monitoring service's three-bureau report: every section a "field x bureau" table. */
export function serviceReport(
  file: SampleCreditFile,
  style: SampleStyle,
  r: SampleRandom,
  p: ServiceProfile,
) {
  const bureaus = p.bureaus.filter((b) => file.bureaus.includes(b));
  const tabs = [40, ...bureaus.map((_, i) => 175 + i * 135)];
  const header: SampleRow = { cells: ['', ...bureaus.map((b) => bureauNames[b])], tabs };
  const row = (label: string, values: string[]): SampleRow => ({ cells: [label, ...values], tabs });
  const absent = r.pick(['-', '--', 'N/A']);
  const per = (a: { bureaus: Bureau[] }, value: () => string) =>
    bureaus.map((b) => (a.bureaus.includes(b) ? value() : absent));
  const lateInGrid = r.next() < 0.5;

  const sections = {
    scores: () =>
      p.scores === 'columns'
        ? [
            line(style.heading('scores')),
            header,
            row(
              'Credit Score:',
              bureaus.map((b) => String(file.scores[b])),
            ),
            row(
              'Lender Rank:',
              bureaus.map(() => r.pick(['Fair', 'Poor', 'Good'])),
            ),
            row(
              'Score Scale:',
              bureaus.map(() => '300-850'),
            ),
          ]
        : [
            line(style.heading('scores')),
            { cells: ['Bureau', 'Score', 'Model'], tabs: [40, 175, 310] },
            ...bureaus.map((b) => ({
              cells: [bureauNames[b], String(file.scores[b]), file.scoreModel],
              tabs: [40, 175, 310],
            })),
          ],
    summary: () => [
      line('Summary'),
      header,
      row(
        'Total Accounts:',
        bureaus.map(() => String(r.int(4, 12))),
      ),
      row(
        'Delinquent:',
        bureaus.map(() => String(r.int(0, 3))),
      ),
      row(
        'Balances:',
        bureaus.map(() => style.money(r.int(2000, 30000))),
      ),
    ],
    accounts: () => {
      const out: SampleRow[] = [line(style.heading('accounts'))];
      for (const a of r.some([...file.negatives, ...file.good], 99)) {
        out.push(
          ...(p.creditorRow
            ? [
                header,
                row(
                  a.creditor,
                  bureaus.map(() => ''),
                ),
              ]
            : [line(a.creditor), header]),
        );
        out.push(...accountRows(a, p, style, lateInGrid, row, per));
      }
      return out;
    },
    records: () => {
      const out: SampleRow[] = [line(style.heading('public'))];
      if (!file.publicRecords.length) out.push(line('None Reported'));
      for (const rec of file.publicRecords)
        out.push(
          header,
          row(
            'Type:',
            per(rec, () => rec.recordType),
          ),
          row(
            'Court:',
            per(rec, () => rec.court),
          ),
          row(
            'Case Number:',
            per(rec, () => rec.caseNumber),
          ),
          row(
            'Date Filed:',
            per(rec, () => style.date(rec.filed)),
          ),
          row(
            'Amount:',
            per(rec, () => (rec.amount ? style.money(rec.amount) : '-')),
          ),
          row(
            'Status:',
            per(rec, () => rec.status),
          ),
        );
      return out;
    },
    inquiries: () => {
      const out: SampleRow[] = [line(style.heading('inquiries'))];
      if (p.inquiries === 'rowPerBureau') {
        const t = [40, 200, 330, 430];
        out.push({
          cells: ['Creditor Name', 'Type of Business', 'Date of Inquiry', 'Credit Bureau'],
          tabs: t,
        });
        for (const i of file.inquiries)
          for (const b of i.bureaus)
            out.push({ cells: [i.creditor, 'Banking', style.date(i.date), bureauNames[b]], tabs: t });
      } else {
        out.push({
          cells: ['Creditor', 'Date', ...bureaus.map((b) => bureauNames[b])],
          tabs: [40, 200, 300, 380, 460],
        });
        for (const i of file.inquiries)
          out.push({
            cells: [
              i.creditor,
              style.date(i.date),
              ...bureaus.map((b) => (i.bureaus.includes(b) ? 'X' : '')),
            ],
            tabs: [40, 200, 300, 380, 460],
          });
      }
      return out;
    },
  };
  const rows: SampleRow[] = [line(p.title), line(`Report Date: ${style.date(sampleReportDate)}`)];
  if (style.perturbations.noiseSections) rows.push(...noiseSections(r, style));
  for (const s of p.sections) rows.push(...sections[s]());
  return rows;
}

function accountRows(
  a: SampleAccount,
  p: ServiceProfile,
  style: SampleStyle,
  lateInGrid: boolean,
  row: (label: string, values: string[]) => SampleRow,
  per: (a: { bureaus: Bureau[] }, value: () => string) => string[],
): SampleRow[] {
  const l = p.labels;
  const onlyGrid = lateInGrid && a.type === 'LATE_PAYMENT';
  const rows = [
    row(
      l.number,
      per(a, () => `****${a.last4}`),
    ),
    row(
      l.type,
      per(a, () => a.accountType),
    ),
    row(
      l.accountStatus,
      per(a, () => (a.type ? 'Derogatory' : 'Open')),
    ),
    row(
      l.status,
      per(a, () => (onlyGrid ? 'Current' : style.status(a))),
    ),
    row(
      l.opened,
      per(a, () => style.date(a.opened)),
    ),
    row(
      l.balance,
      per(a, () => style.money(a.balance)),
    ),
    row(
      l.limit,
      per(a, () => style.money(a.balance + 800)),
    ),
    row(
      l.pastDue,
      per(a, () => (a.type ? style.money(Math.round(a.balance / 3)) : '$0')),
    ),
    row(
      l.reported,
      per(a, () => style.date(sampleReportDate)),
    ),
  ];
  if (a.originalCreditor)
    rows.push(
      row(
        l.original,
        per(a, () => a.originalCreditor as string),
      ),
    );
  if (a.type === 'COLLECTION')
    rows.push(
      row(
        l.remarks,
        per(a, () => 'Placed for collection'),
      ),
    );
  // The late months show only in the two-year grid; the status says the account is current now.
  if (onlyGrid) rows.push(...historyGrid(a, p.bureaus, {}));
  return rows;
}
