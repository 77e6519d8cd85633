import type { Bureau } from '@app/contracts/bureaus';
import { type SampleAccount, sampleReportDate } from './sample-credit-file';
import type { SamplePrint, SampleRandom, SampleRow } from './sample-report-model';

/** The ways generated reports differ from each other, beyond their layout. */
export interface SamplePerturbations {
  /** Bureau columns (and table columns) in another order. */
  shuffleColumns?: boolean;
  /** Narrow columns: long values wrap onto more lines. */
  wrapCells?: boolean;
  /** Some items reported by only some bureaus; one bureau left out altogether. */
  partialBureaus?: boolean;
  missingBureau?: boolean;
  /** Page breaks inside tables, with the running header and footer repeated. */
  pageBreaks?: boolean;
  /** Sections that are not items: personal data, score factors, statements, summaries, contacts. */
  noiseSections?: boolean;
  /** Other date and money formats than MM/DD/YYYY and $1,234.00. */
  otherFormats?: boolean;
  /** Headings named differently ("Derogatory Marks", "Who Has Asked for Your Credit"). */
  renamedHeadings?: boolean;
}

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dateFormats = [
  (y: string, m: string, d: string) => `${m}/${d}/${y}`,
  (y: string, m: string, d: string) => `${y}-${m}-${d}`,
  (y: string, m: string) => `${monthNames[Number(m) - 1]} ${y}`,
  (y: string, m: string) => `${m}/${y}`,
  (y: string, m: string, d: string) => `${monthNames[Number(m) - 1]} ${Number(d)}, ${y}`,
  (y: string, m: string, d: string) => `${d} ${monthNames[Number(m) - 1]} ${y}`,
];
const moneyFormats = [
  (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  (n: number) => `$${n.toLocaleString('en-US')}`,
  (n: number) => `$${n}`,
  (n: number) => `${n.toLocaleString('en-US', { minimumFractionDigits: 2 })} USD`,
  (n: number) => `$ ${n.toLocaleString('en-US')}.00`,
];

const headingPools = {
  negatives: [
    'Negative Items',
    'Potentially Negative Items',
    'Derogatory Accounts',
    'Adverse Accounts',
    'Accounts with Adverse Information',
    'Derogatory Marks',
    'Charge-offs and Collections',
  ],
  collections: ['Collections', 'Collection Accounts', 'Accounts in Collection', 'Collection Items'],
  accounts: [
    'Accounts',
    'Credit Accounts',
    'Tradelines',
    'Account Information',
    'Your Accounts',
    'Revolving and Installment Accounts',
  ],
  good: [
    'Accounts in Good Standing',
    'Satisfactory Accounts',
    'Positive Accounts',
    'Accounts Paid as Agreed',
  ],
  inquiries: [
    'Inquiries',
    'Hard Inquiries',
    'Credit Inquiries',
    'Regular Inquiries',
    'Requests Viewed by Others',
    'Who Has Asked for Your Credit',
    'Inquiries That May Impact Your Credit',
  ],
  soft: [
    'Soft Inquiries',
    'Promotional Inquiries',
    'Requests Viewed Only by You',
    'Account Review Inquiries',
  ],
  public: ['Public Records', 'Public Information', 'Bankruptcies and Judgments', 'Court Records'],
  scores: ['Credit Scores', 'Your Credit Scores', 'Score Summary', 'Credit Score'],
} as const;
export type HeadingKind = keyof typeof headingPools;

const statusPools: Record<NonNullable<SampleAccount['type']> | 'GOOD', ((d: number) => string)[]> = {
  COLLECTION: [
    () => 'Collection',
    () => 'Collection account',
    () => 'Placed for collection',
    () => 'In collections',
    () => 'Collection/Chargeoff',
    () => 'Unpaid collection',
  ],
  CHARGE_OFF: [
    () => 'Charged off',
    () => 'Charge-off',
    () => 'Charge Off',
    () => 'Written off',
    () => 'Profit and loss write-off',
    () => 'Charged off account',
  ],
  LATE_PAYMENT: [
    (d) => `${d} days late`,
    (d) => `Late ${d}`,
    (d) => `${d} days past due`,
    (d) => `Past due ${d} days`,
    (d) => `Was ${d} days late`,
    (d) => `${d}-${d + 29} days past due`,
  ],
  REPOSSESSION: [() => 'Repossession', () => 'Voluntary repossession', () => 'Vehicle repossessed'],
  FORECLOSURE: [
    () => 'Foreclosure',
    () => 'Foreclosure proceedings started',
    () => 'Deed in lieu of foreclosure',
  ],
  GOOD: [
    () => 'Current',
    () => 'Paid as agreed',
    () => 'Pays as agreed',
    () => 'Open - never late',
    () => 'OK',
  ],
};

export const bureauNames: Record<Bureau, string> = {
  TRANSUNION: 'TransUnion',
  EXPERIAN: 'Experian',
  EQUIFAX: 'Equifax',
};

/** Formats and words one generated report uses, fixed per report from its seed. */
export function sampleStyle(r: SampleRandom, p: SamplePerturbations) {
  const dateFormat = p.otherFormats ? r.pick(dateFormats) : dateFormats[0];
  const moneyFormat = p.otherFormats ? r.pick(moneyFormats) : moneyFormats[0];
  const headings = Object.fromEntries(
    Object.entries(headingPools).map(([k, pool]) => [k, p.renamedHeadings ? r.pick(pool) : pool[0]]),
  ) as Record<HeadingKind, string>;
  const statusStyle = r.int(0, 5);
  return {
    perturbations: p,
    date: (iso: string) => {
      const [y, m, d] = iso.split('-') as [string, string, string];
      return (dateFormat as (y: string, m: string, d: string) => string)(y, m, d);
    },
    money: (n: number) => (moneyFormat as (n: number) => string)(n),
    heading: (kind: HeadingKind) => headings[kind],
    /** The status a bureau prints for the account; the same wording style throughout one report. */
    status: (a: SampleAccount) => {
      const pool = statusPools[a.type ?? 'GOOD'];
      return (pool[statusStyle % pool.length] as (d: number) => string)(a.daysLate);
    },
    /** Bureau columns in report order. */
    order: (bureaus: Bureau[]) => (p.shuffleColumns ? r.some(bureaus, bureaus.length) : bureaus),
  };
}
export type SampleStyle = ReturnType<typeof sampleStyle>;

/** Running header and footer of a printed report; the header carries a date, as real ones do. */
export function samplePrint(p: SamplePerturbations, service: string): SamplePrint | undefined {
  if (!p.pageBreaks) return undefined;
  return {
    header: `${service} - Credit Report - Report Date: 12/01/2025 - Confidential`,
    footer: (page, pages) => `Page ${page} of ${pages}`,
  };
}

const line = (text: string): SampleRow => ({ cells: [text] });

/** Sections a real report has that are not items, some with numbers, dates and scores' words in them. */
export function noiseSections(r: SampleRandom, style: SampleStyle): SampleRow[] {
  const sections: SampleRow[][] = [
    [
      line('Personal Information'),
      line('Name: JORDAN Q SAMPLE'),
      line(`Date of Birth: ${style.date('1986-04-12')}`),
      line('Current Address: 742 EVERGREEN TERRACE, SPRINGFIELD, IL 62704'),
      line('Previous Address: 1600 MAPLE AVE APT 12, SHELBYVILLE, IL 62565'),
      line('Employer: FIXTURE MANUFACTURING INC'),
    ],
    [
      line('Score Factors'),
      line('Too many accounts with balances (Code 010)'),
      line('Proportion of balances to credit limits is too high'),
      line('Time since most recent delinquency is too short - 2 of 4 factors'),
    ],
    [
      line('Consumer Statement'),
      line('I dispute the collection from a medical provider; it was paid by my insurer in 2021.'),
    ],
    [
      line('Summary'),
      line(`Total Accounts: ${r.int(5, 14)}`),
      line(`Derogatory: ${r.int(1, 4)}`),
      line(`Balances: ${style.money(r.int(4000, 40000))}`),
      line(`Payments: ${style.money(r.int(200, 1500))}`),
    ],
    [
      line('Creditor Contacts'),
      {
        cells: ['NORTHGATE SERVICING', 'PO BOX 4412, DENVER, CO 80202', '(800) 555-0142'],
        tabs: [40, 200, 420],
      },
    ],
  ];
  return r.some(sections, r.int(2, sections.length)).flat();
}

/**
 * The 24 months of payment codes under an account, as tri-bureau reports draw them: two blocks of
 * twelve months, most recent first (a late payment may be in either), each a row of months, a row
 * of years and a row of codes per bureau named by `bureauLabel`; a bureau that does not report the
 * account has empty cells.
 */
export function monthlyHistoryBlocks(
  a: SampleAccount,
  bureaus: Bureau[],
  bureauLabel: (b: Bureau) => string,
): SampleRow[] {
  const rows: SampleRow[] = [];
  const end = new Date(`${sampleReportDate}T00:00:00Z`);
  for (const half of [0, 12]) {
    const months = Array.from({ length: 12 }, (_, k) => {
      const d = new Date(end);
      d.setUTCMonth(end.getUTCMonth() - 1 - half - k);
      return d;
    });
    const tabs = [40, ...months.map((_, k) => 110 + k * 36)];
    rows.push({ cells: ['Month', ...months.map((d) => monthNames[d.getUTCMonth()] as string)], tabs });
    rows.push({ cells: ['Year', ...months.map((d) => `'${String(d.getUTCFullYear()).slice(2)}`)], tabs });
    for (const b of bureaus) {
      const codes = a.history.slice(half, half + 12).map((c) => (a.bureaus.includes(b) ? c : ''));
      rows.push({ cells: [bureauLabel(b), ...codes], tabs });
    }
  }
  return rows;
}
