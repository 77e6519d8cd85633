import type { Bureau } from '@app/contracts/bureaus';
import type { SampleAccount, SampleCreditFile } from './sample-credit-file';
import type { SampleRandom, SampleRow } from './sample-report-model';
import { bureauNames, noiseSections, type SampleStyle } from './sample-style';

const line = (text: string): SampleRow => ({ cells: [text] });

/** How each bureau's part of the report lists its accounts. */
export type SectionAccounts = 'table' | 'pipes' | 'blocks';

const sectionTitles = [
  (b: string) => `${b} Credit File`,
  (b: string) => b.toUpperCase(),
  (b: string) => `=== ${b} Report ===`,
  (b: string) => `Report from ${b}`,
  (b: string) => `${b} Section`,
];

type Column = { title: string; value: (a: SampleAccount) => string };

/** A monitoring report with one part per bureau, each with its score, accounts and inquiries. */
export function bureauSections(
  file: SampleCreditFile,
  style: SampleStyle,
  r: SampleRandom,
  kind: SectionAccounts,
) {
  const title = r.pick(sectionTitles);
  const split = r.next() < 0.5; // negatives under their own heading, or all accounts in one list
  const columns: Column[] = [
    { title: kind === 'pipes' ? 'ACCOUNT NAME' : 'Creditor', value: (a) => a.creditor },
    { title: kind === 'pipes' ? 'ACCT #' : 'Acct #', value: (a) => `****${a.last4}` },
    { title: 'Type', value: (a) => a.accountType },
    { title: kind === 'pipes' ? 'OPENED' : 'Opened', value: (a) => style.date(a.opened) },
    { title: kind === 'pipes' ? 'BALANCE' : 'Balance', value: (a) => style.money(a.balance) },
    { title: kind === 'pipes' ? 'STATUS' : 'Payment Status', value: (a) => style.status(a) },
  ];
  const ordered = style.perturbations.shuffleColumns
    ? [columns[0] as Column, ...r.some(columns.slice(1), columns.length - 1)]
    : columns;
  const narrow = style.perturbations.wrapCells;
  // Columns are as wide as the page allows; text longer than its column wraps, as a printed table does.
  const tabs = narrow ? [40, 140, 210, 280, 350, 420] : [40, 190, 265, 345, 425, 505];
  const widths = narrow ? [95, 65, 65, 65, 65, 120] : [145, 72, 78, 78, 78, 100];
  const tableRow = (cells: string[]): SampleRow =>
    kind === 'pipes' ? line(cells.join(' | ')) : { cells, tabs, widths, align: 'top' };

  const rows: SampleRow[] = [line('Credit Monitoring Report')];
  if (style.perturbations.noiseSections) rows.push(...noiseSections(r, style));
  for (const b of file.bureaus) {
    const mine = (list: SampleAccount[]) => list.filter((a) => a.bureaus.includes(b));
    rows.push(line(title(bureauNames[b])), line(`${file.scoreModel}: ${file.scores[b]}`));
    const groups = split
      ? [
          { heading: style.heading('negatives'), accounts: mine(file.negatives) },
          { heading: style.heading('good'), accounts: mine(file.good) },
        ]
      : [
          {
            heading: style.heading('accounts'),
            accounts: r.some(mine([...file.negatives, ...file.good]), 99),
          },
        ];
    groups.forEach((g, n) => {
      rows.push(line(g.heading));
      if (kind === 'blocks') {
        for (const a of g.accounts) rows.push(...accountBlock(a, style));
        return;
      }
      rows.push(tableRow(ordered.map((c) => c.title)));
      g.accounts.forEach((a, k) => {
        const row = tableRow(ordered.map((c) => c.value(a)));
        if (style.perturbations.pageBreaks && n === 0 && k === 1) row.pageBreak = true;
        rows.push(row);
      });
    });
    rows.push(...inquiryRows(file, b, style, kind));
  }
  return rows;
}

function accountBlock(a: SampleAccount, style: SampleStyle): SampleRow[] {
  const rows = [
    line(a.creditor),
    line(`Account Number: XXXX${a.last4}`),
    line(`Account Type: ${a.accountType}`),
    line(`Status: ${style.status(a)}`),
    line(`Balance: ${style.money(a.balance)}`),
    line(`Date Opened: ${style.date(a.opened)}`),
  ];
  if (a.dofd) rows.push(line(`Date of First Delinquency: ${style.date(a.dofd)}`));
  if (a.originalCreditor) rows.push(line(`Original Creditor: ${a.originalCreditor}`));
  return rows;
}

function inquiryRows(file: SampleCreditFile, b: Bureau, style: SampleStyle, kind: SectionAccounts) {
  const rows: SampleRow[] = [line(style.heading('inquiries'))];
  const tabs = [40, 160, 330];
  if (kind === 'pipes') rows.push(line('DATE | INQUIRER | TYPE'));
  else rows.push({ cells: ['Date', 'Company', 'Type'], tabs });
  for (const i of file.inquiries.filter((x) => x.bureaus.includes(b))) {
    const cells = [style.date(i.date), i.creditor, 'Hard Inquiry'];
    rows.push(kind === 'pipes' ? line(cells.join(' | ')) : { cells, tabs });
  }
  rows.push(line(style.heading('soft')));
  for (const i of file.softInquiries) rows.push({ cells: [style.date(i.date), i.creditor, 'Soft'], tabs });
  return rows;
}
