import type { Bureau } from '@app/contracts/bureaus';
import type { SampleAccount, SampleCreditFile } from './sample-credit-file';
import type { SampleRandom, SampleRow } from './sample-report-model';
import { bureauNames, noiseSections, type SampleStyle } from './sample-style';

const line = (text: string): SampleRow => ({ cells: [text] });
const short: Record<Bureau, string> = { TRANSUNION: 'TU', EXPERIAN: 'EX', EQUIFAX: 'EQ' };

/** One merged list of accounts, each saying which bureaus report it (a generic tri-bureau print). */
export function mergedListing(file: SampleCreditFile, style: SampleStyle, r: SampleRandom) {
  const rows: SampleRow[] = [line('TRI-BUREAU CREDIT REPORT')];
  if (style.perturbations.noiseSections) rows.push(...noiseSections(r, style));
  rows.push(
    line(style.heading('scores')),
    line(file.bureaus.map((b) => `${bureauNames[b]}: ${file.scores[b]}`).join('   ')),
  );
  const entry = (a: SampleAccount) => [
    line(`${a.creditor}  (${a.accountType.toUpperCase()})  Acct XXXX-${a.last4}`),
    line(
      `Opened: ${style.date(a.opened)}   Status: ${style.status(a)}   Reported by: ${a.bureaus.map((b) => b).join(', ')}`,
    ),
    line(
      `Balance: ${style.money(a.balance)}${a.dofd ? `   Date of first delinquency: ${style.date(a.dofd)}` : ''}`,
    ),
  ];
  rows.push(line(style.heading('accounts')));
  for (const a of [...file.negatives.filter((n) => n.type !== 'COLLECTION'), ...file.good])
    rows.push(...entry(a));
  rows.push(line(style.heading('collections')));
  for (const a of file.negatives.filter((n) => n.type === 'COLLECTION')) {
    rows.push(
      line(`${a.creditor} for ${a.originalCreditor}  Acct XXXX-${a.last4}`),
      line(
        `Placed: ${style.date(a.opened)}   Balance: ${style.money(a.balance)}   Status: UNPAID   Reported by: ${a.bureaus.join(', ')}`,
      ),
    );
  }
  rows.push(line(style.heading('public')), line('None reported.'), line(style.heading('inquiries')));
  for (const i of file.inquiries) rows.push(line(`${style.date(i.date)}  ${i.creditor}  (HARD)`));
  for (const i of file.softInquiries) rows.push(line(`${style.date(i.date)}  ${i.creditor}  (SOFT)`));
  return rows;
}

/** A plain-text listing: numbered accounts, each bureau's status and balance on one "TU: ... EX: ..." line. */
export function textListing(file: SampleCreditFile, style: SampleStyle, r: SampleRandom) {
  const rows: SampleRow[] = [
    line('CREDIT FILE - THREE BUREAU LISTING'),
    line(`Prepared ${style.date('2025-12-01')}`),
  ];
  if (style.perturbations.noiseSections) rows.push(...noiseSections(r, style));
  rows.push(line(`SCORES  ${file.bureaus.map((b) => `${short[b]} ${file.scores[b]}`).join('  ')}`));
  rows.push(line(`--- ${style.heading('accounts').toUpperCase()} ---`));
  const all = r.some([...file.negatives, ...file.good], 99);
  all.forEach((a, n) => {
    rows.push(line(`${n + 1}) ${a.creditor}  #****${a.last4}`));
    if (a.originalCreditor) rows.push(line(`   Original creditor: ${a.originalCreditor}`));
    const per = file.bureaus
      .map(
        (b) =>
          `${short[b]}: ${a.bureaus.includes(b) ? `${style.status(a)} ${style.money(a.balance)}` : 'not reported'}`,
      )
      .join('   ');
    rows.push(line(`   ${per}`));
    rows.push(
      line(`   Opened ${style.date(a.opened)}${a.dofd ? `, first delinquency ${style.date(a.dofd)}` : ''}`),
    );
  });
  rows.push(line(`--- ${style.heading('inquiries').toUpperCase()} ---`));
  for (const i of file.inquiries)
    rows.push(line(`${style.date(i.date)}  ${i.creditor}  (${i.bureaus.map((b) => short[b]).join(', ')})`));
  rows.push(line(`--- ${style.heading('soft').toUpperCase()} ---`));
  for (const i of file.softInquiries) rows.push(line(`${style.date(i.date)}  ${i.creditor}`));
  return rows;
}

/** One table for the whole file: a row per account per bureau that reports it. */
export function bureauRowsTable(file: SampleCreditFile, style: SampleStyle, r: SampleRandom) {
  const rows: SampleRow[] = [line('Credit Report Summary')];
  if (style.perturbations.noiseSections) rows.push(...noiseSections(r, style));
  const scoreTabs = [40, 160, 260];
  rows.push(line(style.heading('scores')), { cells: ['Bureau', 'Score', 'Model'], tabs: scoreTabs });
  for (const b of file.bureaus)
    rows.push({ cells: [bureauNames[b], String(file.scores[b]), file.scoreModel], tabs: scoreTabs });
  const tabs = [40, 175, 250, 310, 400, 470];
  // Printed tables wrap what does not fit; narrow ones wrap more.
  const widths = style.perturbations.wrapCells ? [100, 70, 55, 85, 65, 90] : [132, 74, 58, 88, 68, 90];
  rows.push(line(style.heading('accounts')), {
    cells: ['Creditor', 'Bureau', 'Account', 'Status', 'Balance', 'Date Opened'],
    tabs,
    widths,
  });
  const all = r.some([...file.negatives, ...file.good], 99);
  all.forEach((a, n) => {
    a.bureaus.forEach((b, k) => {
      rows.push({
        cells: [
          a.creditor,
          bureauNames[b],
          `...${a.last4}`,
          style.status(a),
          style.money(a.balance),
          style.date(a.opened),
        ],
        tabs,
        widths,
        align: 'middle',
        pageBreak: style.perturbations.pageBreaks && n === 2 && k === 1,
      });
    });
  });
  rows.push(line(style.heading('inquiries')), {
    cells: ['Inquirer', 'Bureau', 'Date'],
    tabs: [40, 200, 300],
  });
  for (const i of file.inquiries)
    for (const b of i.bureaus)
      rows.push({ cells: [i.creditor, bureauNames[b], style.date(i.date)], tabs: [40, 200, 300] });
  return rows;
}
