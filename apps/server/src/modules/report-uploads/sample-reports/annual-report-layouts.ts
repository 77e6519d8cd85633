import type { Bureau } from '@app/contracts/bureaus';
import {
  type SampleAccount,
  type SampleCreditFile,
  type SamplePublicRecord,
  sampleReportDate,
} from './sample-credit-file';
import type { SampleRandom, SampleRow } from './sample-report-model';
import { noiseSections, type SampleStyle } from './sample-style';

const line = (text: string): SampleRow => ({ cells: [text] });
const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The part of a three-bureau file one bureau reports: the free annual report a consumer downloads
 * comes from one bureau, and carries no score.
 */
export function oneBureauFile(file: SampleCreditFile, bureau: Bureau): SampleCreditFile {
  const mine = <T extends { bureaus: Bureau[] }>(list: T[]) =>
    list.filter((x) => x.bureaus.includes(bureau)).map((x) => ({ ...x, bureaus: [bureau] }));
  return {
    ...file,
    bureaus: [bureau],
    scores: {},
    negatives: mine(file.negatives),
    good: mine(file.good),
    inquiries: mine(file.inquiries),
    softInquiries: mine(file.softInquiries),
    publicRecords: mine(file.publicRecords),
  };
}

/** Label and value pairs two to a row, as the bureaus' own reports print an account's details. */
function pairs(all: [string, string][], twoColumns: boolean): SampleRow[] {
  // A label too long for half a row has a row of its own.
  const long = all.filter(([label]) => label.length > 24);
  const longRows = long.map(([label, value]) => ({ cells: [label, value], tabs: [50, 320] }));
  const fields = all.filter(([label]) => label.length <= 24);
  if (!twoColumns)
    return [...fields.map(([label, value]) => ({ cells: [label, value], tabs: [50, 200] })), ...longRows];
  const rows: SampleRow[] = [];
  for (let i = 0; i < fields.length; i += 2) {
    const [a, b] = [fields[i], fields[i + 1]] as [[string, string], [string, string] | undefined];
    rows.push({ cells: b ? [...a, ...b] : a, tabs: [50, 150, 330, 440] });
  }
  return [...rows, ...longRows];
}

/** A year-by-month payment grid (one row per year, months across), most recent year first. */
function yearGrid(a: SampleAccount): SampleRow[] {
  if (!a.history.length) return [];
  const tabs = [50, ...monthNames.map((_, k) => 90 + k * 34)];
  const end = new Date(`${sampleReportDate}T00:00:00Z`);
  const byYear = new Map<number, string[]>();
  a.history.forEach((code, k) => {
    const d = new Date(end);
    d.setUTCMonth(end.getUTCMonth() - 1 - k);
    const codes = byYear.get(d.getUTCFullYear()) ?? Array.from({ length: 12 }, () => '');
    codes[d.getUTCMonth()] = code;
    byYear.set(d.getUTCFullYear(), codes);
  });
  return [
    line('Payment History'),
    { cells: ['Year', ...monthNames], tabs },
    ...[...byYear.entries()].map(([year, codes]) => ({ cells: [String(year), ...codes], tabs })),
  ];
}

interface AnnualOptions {
  /** Account details two pairs to a row (the printed PDF) or one pair to a row (a narrow page). */
  twoColumns: boolean;
  /** A late payment's status says it is current now; the lateness shows in the payment grid only. */
  lateInGridOnly: boolean;
}

const noun = (p: SamplePublicRecord) => p.recordType;

/** Experian's report: negatives first ("for further review"), then good standing, then requests. */
export function experianAnnual(
  file: SampleCreditFile,
  style: SampleStyle,
  r: SampleRandom,
  o: AnnualOptions,
) {
  const rows: SampleRow[] = [
    line('Experian'),
    line('Prepared for: JORDAN Q SAMPLE'),
    line(`Date generated: ${style.date(sampleReportDate)}`),
    line(`Report number: ${r.int(1000, 9999)}-${r.int(1000, 9999)}-${r.int(10, 99)}`),
  ];
  if (style.perturbations.noiseSections) rows.push(...noiseSections(r, style));
  const account = (a: SampleAccount) => [
    line(a.creditor),
    ...pairs(
      [
        ['Address:', 'PO BOX 1200 SPRINGFIELD IL'],
        ['Account Number:', `${r.int(100000, 999999)}${a.last4.slice(0, 2)}....`],
        ...(a.originalCreditor ? [['Original Creditor:', a.originalCreditor] as [string, string]] : []),
        ['Date Opened:', style.date(a.opened)],
        ['Type:', a.accountType],
        ['Credit Limit or Original Amount:', style.money(a.balance + 500)],
        ['Reported Since:', style.date(a.opened)],
        ['Date of Status:', style.date(a.dofd ?? sampleReportDate)],
        ['Last Reported:', style.date(sampleReportDate)],
        ['Recent Balance:', `${style.money(a.balance)} as of ${style.date(sampleReportDate)}`],
        ['Responsibility:', 'Individual'],
        ['Status:', experianStatus(a, style, o)],
      ],
      o.twoColumns,
    ),
    ...(a.type === 'LATE_PAYMENT' || !o.twoColumns ? yearGrid(a) : []),
  ];
  rows.push(
    line(r.pick(['Potentially Negative Items or items for further review', 'Potentially negative items'])),
  );
  if (file.publicRecords.length) {
    rows.push(line('Public Records'));
    for (const p of file.publicRecords)
      rows.push(
        line(p.court),
        ...pairs(
          [
            ['Address:', '100 COURTHOUSE SQ'],
            ['Identification Number:', p.caseNumber],
            ['Date Filed:', style.date(p.filed)],
            ['Type:', noun(p)],
            ['Status:', p.status],
            ...(p.amount ? [['Claim Amount:', style.money(p.amount)] as [string, string]] : []),
          ],
          o.twoColumns,
        ),
      );
  }
  rows.push(line('Credit Items'));
  for (const a of file.negatives) rows.push(...account(a));
  rows.push(line('Accounts in Good Standing'));
  for (const a of file.good) rows.push(...account(a));
  rows.push(line('Record of Requests for Your Credit History'), line('Requests Viewed by Others'));
  for (const i of file.inquiries)
    rows.push(
      line(i.creditor),
      ...pairs(
        [
          ['Address:', 'PO BOX 88 RIVERBEND MO 64101'],
          ['Date of Request:', style.date(i.date)],
          ['Comments:', 'Inquiry on behalf of a lender for credit extension.'],
        ],
        o.twoColumns,
      ),
    );
  rows.push(line('Requests Viewed Only by You'));
  for (const i of file.softInquiries)
    rows.push(line(i.creditor), line(`Date of Request: ${style.date(i.date)}`));
  return rows;
}

function experianStatus(a: SampleAccount, style: SampleStyle, o: AnnualOptions) {
  if (a.type === 'LATE_PAYMENT' && o.lateInGridOnly) return 'Open/Never late.';
  if (!a.type) return r0(style.status(a));
  return `${r0(style.status(a))}. ${style.money(a.balance)} past due as of ${style.date(sampleReportDate)}.`;
}
const r0 = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Equifax's report: accounts by kind of credit, then collections, public records and inquiries. */
export function equifaxAnnual(file: SampleCreditFile, style: SampleStyle, r: SampleRandom, o: AnnualOptions) {
  const rows: SampleRow[] = [
    line('Equifax Credit Report'),
    line(`Confirmation # ${r.int(1000000000, 9999999999)}`),
    line(`Report Date: ${style.date(sampleReportDate)}`),
  ];
  if (style.perturbations.noiseSections) rows.push(...noiseSections(r, style));
  const lenderAccounts = [...file.negatives, ...file.good].filter((a) => a.type !== 'COLLECTION');
  const kinds = [
    ['Revolving Accounts', (a: SampleAccount) => /card|revolving/i.test(a.accountType)],
    ['Mortgage Accounts', (a: SampleAccount) => /mortgage/i.test(a.accountType)],
    ['Installment Accounts', (a: SampleAccount) => /installment|auto/i.test(a.accountType)],
  ] as const;
  for (const [heading, has] of kinds) {
    const list = lenderAccounts.filter(has);
    rows.push(line(heading));
    if (!list.length) rows.push(line('No accounts reported'));
    for (const a of list) {
      const status =
        a.type === 'LATE_PAYMENT' && o.lateInGridOnly ? 'Pays As Agreed' : style.status(a).toUpperCase();
      rows.push(
        line(a.creditor),
        ...pairs(
          [
            ['Account Number', `xxxxxxxx${a.last4}`],
            ['Account Status', status],
            ['Reported Balance', style.money(a.balance)],
            ['Date Opened', style.date(a.opened)],
            ['Date Reported', style.date(sampleReportDate)],
            ['Credit Limit', style.money(a.balance + 1000)],
            ['Loan/Account Type', a.accountType],
            ['Date of First Delinquency', a.dofd ? style.date(a.dofd) : ''],
            ['Amount Past Due', a.type ? style.money(a.balance) : '$0'],
            ['Creditor Classification', 'Financial'],
          ],
          o.twoColumns,
        ),
        ...yearGrid(a),
      );
    }
  }
  rows.push(line('Collections'));
  for (const a of file.negatives.filter((n) => n.type === 'COLLECTION'))
    rows.push(
      line(a.creditor),
      ...pairs(
        [
          ['Original Creditor Name', a.originalCreditor ?? ''],
          ['Account Number', `xxxx${a.last4}`],
          ['Date Assigned', style.date(a.opened)],
          ['Status Date', style.date(sampleReportDate)],
          ['Balance', style.money(a.balance)],
          ['Status', style.status(a).toUpperCase()],
        ],
        o.twoColumns,
      ),
    );
  rows.push(line('Public Records'));
  if (!file.publicRecords.length) rows.push(line('No public records reported'));
  for (const p of file.publicRecords)
    rows.push(
      line(
        /bankruptcy/i.test(p.recordType)
          ? 'Bankruptcies'
          : /lien/i.test(p.recordType)
            ? 'Liens'
            : 'Judgments',
      ),
      ...pairs(
        [
          ['Court Name', p.court],
          ['Case or ID Number', p.caseNumber],
          ['Date Filed', style.date(p.filed)],
          ['Type', p.recordType],
          ['Disposition', p.status],
          ['Amount', p.amount ? style.money(p.amount) : ''],
        ],
        o.twoColumns,
      ),
    );
  const inquiryTabs = [50, 320];
  rows.push(line('Hard Inquiries'), { cells: ['Company Name', 'Inquiry Date'], tabs: inquiryTabs });
  for (const i of file.inquiries) rows.push({ cells: [i.creditor, style.date(i.date)], tabs: inquiryTabs });
  rows.push(line('Soft Inquiries'), { cells: ['Company Name', 'Inquiry Date'], tabs: inquiryTabs });
  for (const i of file.softInquiries)
    rows.push({ cells: [i.creditor, style.date(i.date)], tabs: inquiryTabs });
  return rows;
}

/** TransUnion's report: adverse accounts (values marked >like this<), satisfactory ones, records, inquiries. */
export function transunionAnnual(
  file: SampleCreditFile,
  style: SampleStyle,
  r: SampleRandom,
  o: AnnualOptions,
) {
  const rows: SampleRow[] = [
    line('TransUnion Personal Credit Report'),
    line(`File Number: ${r.int(100000000, 999999999)}`),
    line(`Date Created: ${style.date(sampleReportDate)}`),
  ];
  if (style.perturbations.noiseSections) rows.push(...noiseSections(r, style));
  const account = (a: SampleAccount) => {
    const late = a.type === 'LATE_PAYMENT' && o.lateInGridOnly;
    const payStatus = a.type && !late ? `>${r0(style.status(a))}<` : 'Current; Paid or paying as agreed';
    return [
      line(`${a.creditor} #${a.last4}****`),
      ...pairs(
        [
          ['Address', 'PO BOX 5500 SHELBYVILLE IL 62565'],
          ['Date Opened', style.date(a.opened)],
          ['Responsibility', 'Individual Account'],
          ['Account Type', a.accountType],
          ['Loan Type', a.type === 'COLLECTION' ? 'COLLECTION AGENCY/ATTORNEY' : a.accountType.toUpperCase()],
          ['Balance', style.money(a.balance)],
          ['Date Updated', style.date(sampleReportDate)],
          ['Pay Status', payStatus],
          ...(a.originalCreditor ? [['Original Creditor', a.originalCreditor] as [string, string]] : []),
          ...(a.type
            ? [
                ['Estimated month and year this item will be removed', style.date('2031-06-01')] as [
                  string,
                  string,
                ],
              ]
            : []),
        ],
        o.twoColumns,
      ),
      ...(a.history.length ? monthGrid(a) : []),
    ];
  };
  rows.push(line('Account Information'), line('Adverse Accounts'));
  rows.push(
    line('The following accounts contain information that some creditors may consider to be adverse.'),
  );
  for (const a of file.negatives) rows.push(...account(a));
  rows.push(line('Satisfactory Accounts'));
  for (const a of file.good) rows.push(...account(a));
  rows.push(line('Public Records'));
  if (!file.publicRecords.length) rows.push(line('None'));
  for (const p of file.publicRecords)
    rows.push(
      line(p.recordType.toUpperCase()),
      ...pairs(
        [
          ['Court', p.court],
          ['Docket Number', p.caseNumber],
          ['Date Filed', style.date(p.filed)],
          ['Liability', p.amount ? style.money(p.amount) : 'Not reported'],
          ['Status', p.status],
          ['Responsibility', 'Individual'],
        ],
        o.twoColumns,
      ),
    );
  rows.push(line('Inquiries'), line('Regular Inquiries'));
  for (const i of file.inquiries)
    rows.push(
      line(i.creditor),
      ...pairs(
        [
          ['Requested On', style.date(i.date)],
          ['Inquiry Type', 'Individual'],
        ],
        o.twoColumns,
      ),
    );
  rows.push(line('Promotional Inquiries'));
  for (const i of file.softInquiries) rows.push(line(i.creditor), line(`Requested On ${style.date(i.date)}`));
  return rows;
}

/** TransUnion's grid: months across with their status codes under them, newest first. */
function monthGrid(a: SampleAccount): SampleRow[] {
  const end = new Date(`${sampleReportDate}T00:00:00Z`);
  const rows: SampleRow[] = [line('Payment History')];
  for (const half of [0, 12]) {
    const tabs = [50, ...Array.from({ length: 12 }, (_, k) => 110 + k * 36)];
    const months = Array.from({ length: 12 }, (_, k) => {
      const d = new Date(end);
      d.setUTCMonth(end.getUTCMonth() - 1 - half - k);
      return `${monthNames[d.getUTCMonth()]}'${String(d.getUTCFullYear()).slice(2)}`;
    });
    rows.push(
      { cells: ['', ...months], tabs },
      { cells: ['Rating', ...a.history.slice(half, half + 12)], tabs },
    );
  }
  return rows;
}
