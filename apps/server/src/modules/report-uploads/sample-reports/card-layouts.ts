import type { Bureau } from '@app/contracts/bureaus';
import type { SampleCreditFile } from './sample-credit-file';
import type { SampleRandom, SampleRow } from './sample-report-model';
import { bureauNames, noiseSections, type SampleStyle } from './sample-style';

const line = (text: string): SampleRow => ({ cells: [text] });
const abbreviation: Record<Bureau, string> = { TRANSUNION: 'TU', EXPERIAN: 'EXP', EQUIFAX: 'EQF' };

/**
 * A monitoring service's web page printed to PDF (SmartCredit-style): scores as big numbers under the
 * bureaus' names, each account a card of "Label: value" pairs two to a line, with a small table of
 * what each bureau shows.
 */
export function accountCards(file: SampleCreditFile, style: SampleStyle, r: SampleRandom) {
  const bureaus = style.order(file.bureaus);
  const rows: SampleRow[] = [
    line('Smart Credit Report'),
    line('https://example.test/member/report/3b?print=1'),
  ];
  const scoreTabs = bureaus.map((_, i) => 80 + i * 150);
  rows.push(
    line(style.heading('scores')),
    { cells: bureaus.map((b) => bureauNames[b]), tabs: scoreTabs },
    { cells: bureaus.map((b) => String(file.scores[b])), tabs: scoreTabs.map((t) => t + 12) },
    { cells: bureaus.map(() => file.scoreModel), tabs: scoreTabs },
  );
  if (style.perturbations.noiseSections) rows.push(...noiseSections(r, style));
  rows.push(line(style.heading('negatives')));
  const gridTabs = [60, ...bureaus.map((_, i) => 170 + i * 110)];
  const widths = style.perturbations.wrapCells ? [105, 100, 100, 100] : undefined;
  const cards = (list: typeof file.negatives) => {
    list.forEach((a, n) => {
      rows.push(
        { cells: [a.creditor, a.accountType], tabs: [40, 400] },
        { cells: [`Account Number: ****${a.last4}`, `Opened: ${style.date(a.opened)}`], tabs: [60, 300] },
      );
      if (a.originalCreditor || a.dofd) {
        rows.push({
          cells: [
            `Original Creditor: ${a.originalCreditor ?? '-'}`,
            a.dofd ? `First Delinquency: ${style.date(a.dofd)}` : '',
          ],
          tabs: [60, 300],
        });
      }
      rows.push({
        cells: ['', ...bureaus.map((b) => abbreviation[b])],
        tabs: gridTabs.map((t, i) => (i ? t + 8 : t)),
      });
      const per = (value: () => string) => bureaus.map((b) => (a.bureaus.includes(b) ? value() : '-'));
      rows.push(
        { cells: ['Balance', ...per(() => style.money(a.balance))], tabs: gridTabs, widths, align: 'middle' },
        { cells: ['Status', ...per(() => style.status(a))], tabs: gridTabs, widths, align: 'middle' },
        {
          cells: ['Last Reported', ...per(() => style.date('2025-11-15'))],
          tabs: gridTabs,
          widths,
          align: 'middle',
          pageBreak: style.perturbations.pageBreaks && n === 1,
        },
      );
    });
  };
  cards(file.negatives);
  rows.push(line(style.heading('good')));
  cards(file.good);
  rows.push(line(style.heading('inquiries')));
  for (const i of file.inquiries) {
    rows.push({
      cells: [i.creditor, style.date(i.date), i.bureaus.map((b) => bureauNames[b]).join(', ')],
      tabs: [60, 260, 360],
    });
  }
  rows.push(line(style.heading('public')), line(file.publicRecords.length ? '' : 'No public records'));
  for (const p of file.publicRecords) rows.push(line(`${p.recordType} - filed ${style.date(p.filed)}`));
  return rows.filter((row) => row.cells.some((c) => c !== ''));
}
