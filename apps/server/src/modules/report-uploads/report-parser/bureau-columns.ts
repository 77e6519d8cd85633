import type { Bureau } from '@app/contracts/bureaus';
import { type HistoryMonth, historyCode } from './account-status';
import { type Fragment, type GridRow, rowsOf } from './bureau-grid-rows';
import { bureauNamed } from './bureau-names';
import { isPlausibleCreditor } from './creditor-names';
import { type ReportCell, type ReportLine, wordsOf } from './report-lines';
import { bureauSectionHeading, sectionHeading } from './report-sections';
import { fieldOfLabel, isLabelStart } from './report-vocabulary';
import { scoreWords } from './score-lines';

interface BureauColumn {
  bureau: Bureau;
  left: number;
  center: number;
}
/** A row of only bureau names ("TransUnion Experian Equifax"), maybe after a title (a creditor's name). */
export interface BureauHeader {
  columns: BureauColumn[];
  title: string | null;
}

const headerTitles =
  /^(?:account|accounts|field|item|details?|credit bureau|bureau|bureaus|information|data)?:?$/i;

export function bureauHeaderOf(line: ReportLine): BureauHeader | null {
  const words = wordsOf(line);
  const tokens: ReportCell[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as ReportCell;
    const next = words[i + 1];
    // "Trans Union" is one name in two words.
    if (/^trans$/i.test(w.text) && next && /^union/i.test(next.text)) {
      tokens.push({ text: 'TransUnion', x: w.x, width: next.x + next.width - w.x });
      i++;
    } else if (!/^[|®•·-]$/.test(w.text)) tokens.push(w);
  }
  const first = tokens.findIndex((t) => bureauNamed(t.text));
  if (first < 0) return null;
  const named = tokens.slice(first);
  if (named.length < 2 || named.length > 3 || !named.every((t) => bureauNamed(t.text))) return null;
  const bureaus = named.map((t) => bureauNamed(t.text) as Bureau);
  if (new Set(bureaus).size !== bureaus.length) return null;
  const titleWords = tokens.slice(0, first);
  const title = titleWords.map((t) => t.text).join(' ');
  if (title && !headerTitles.test(title) && !isPlausibleCreditor(title)) return null;
  const lastTitle = titleWords[titleWords.length - 1];
  if (lastTitle && (named[0] as ReportCell).x - (lastTitle.x + lastTitle.width) < 12) return null;
  return {
    columns: named.map((t, i) => ({ bureau: bureaus[i] as Bureau, left: t.x, center: t.x + t.width / 2 })),
    title: title && !headerTitles.test(title) ? title : null,
  };
}

export interface BureauGrid {
  /** Index of the first line after the table. */
  end: number;
  rows: GridRow[];
  history: Map<Bureau, HistoryMonth[]>;
  /** The table's first row when it is a name with nothing under the bureaus: the account it is about. */
  title?: string;
}

const pairInCell = /^[A-Za-z][A-Za-z #/()-]{1,30}:\s+\S/;
const labelLike = (text: string) =>
  /:$/.test(text) || fieldOfLabel(text) !== null || isLabelStart(text) || scoreWords.test(text);
/** The line after a name that ends the table: a bureau header of its own, or labelled pairs. */
function endsTable(next: ReportLine | undefined, labelRight: number): boolean {
  if (!next) return false;
  return (
    bureauHeaderOf(next) !== null ||
    next.cells.some((c) => c.x >= labelRight - 2 && pairInCell.test(c.text)) ||
    pairInCell.test(next.cells[0]?.text ?? '')
  );
}

const monthRe = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\.?$/i;
const yearRe = /^['’]?(\d{2}|\d{4})$/;

/** A row of month names (four or more, and little else): the head of a payment grid. */
function isMonthRow(line: ReportLine): boolean {
  const words = wordsOf(line);
  const months = words.filter((w) => monthRe.test(w.text)).length;
  return months >= 4 && months >= words.length - 1;
}

/**
 * Whether the line at `at` is the caption of a payment grid ("Monthly Payment History", maybe wrapped
 * over two or three lines in a narrow cell): short lines of text alone, then a row of month names.
 * Such a caption belongs to the account above it, whatever its words.
 */
export function captionsPaymentGrid(lines: ReportLine[], at: number): boolean {
  for (let k = at; k < Math.min(lines.length, at + 4); k++) {
    const line = lines[k] as ReportLine;
    if (k > at && isMonthRow(line)) return true;
    if (line.cells.length !== 1 || line.text.length > 40 || /\d/.test(line.text)) return false;
  }
  return false;
}

/**
 * Reads a "field x bureau" table by position: every piece of text belongs to the label column or to
 * the bureau column it sits under, and to the label row it is nearest to, so a value that wrapped
 * onto two lines (above, below or around its label) is still one value.
 */
export function readBureauGrid(lines: ReportLine[], start: number, header: BureauHeader): BureauGrid {
  const cols = header.columns;
  const centers = cols.map((c) => c.center);
  const spacing =
    centers.length > 1
      ? ((centers[centers.length - 1] as number) - (centers[0] as number)) / (centers.length - 1)
      : 100;
  const labelRight = (centers[0] as number) - spacing / 2;
  const columnOf = (p: ReportCell) => {
    let best = 0;
    let bestDistance = Number.POSITIVE_INFINITY;
    cols.forEach((c, k) => {
      const d = Math.min(Math.abs(p.x + p.width / 2 - c.center), Math.abs(p.x - c.left));
      if (d < bestDistance) [best, bestDistance] = [k, d];
    });
    return best;
  };
  const fragments: Fragment[] = [];
  const history = new Map<Bureau, HistoryMonth[]>();
  let months: { x: number; name: string; year: string | null }[] | null = null;
  const headerLine = lines[start] as ReportLine;
  let last = headerLine;
  let labelBefore = '';
  let title: string | undefined;
  let j = start + 1;
  for (; j < lines.length; j++) {
    const line = lines[j] as ReportLine;
    if (line.page === last.page && line.top - last.top > 4 * line.height + 24) break;
    const repeated = bureauHeaderOf(line);
    if (repeated) {
      // The header again at the top of the next page: the same table goes on.
      if (line.page !== last.page && !repeated.title) continue;
      break;
    }
    const words = wordsOf(line);
    // The payment grid: a row of month names, a row of years, then a row of codes per bureau.
    const monthWords = words.filter((w) => monthRe.test(w.text));
    if (monthWords.length >= 4 && monthWords.length >= words.length - 1) {
      // Each block of months (a 24-month grid prints two) is what the codes under it belong to.
      months = monthWords.map((w) => ({ x: w.x, name: w.text, year: null }));
      last = line;
      continue;
    }
    const yearWords = words.filter((w) => yearRe.test(w.text));
    if (months && yearWords.length >= 4 && yearWords.length >= words.length - 1) {
      const open = months.filter((m) => m.year === null);
      for (const y of yearWords) {
        const m = nearest(open, y.x);
        if (m) m.year = (yearRe.exec(y.text)?.[1] ?? '').replace(/^(\d{2})$/, '20$1');
      }
      last = line;
      continue;
    }
    const rowBureau = bureauNamed(words[0]?.text ?? '');
    // A bureau's row of codes (a lone bureau name when it reports no history), once months were seen.
    const codesOnly = words.slice(1).every((w) => historyCode(w.text) || /^[-X]$|^ND$/i.test(w.text));
    if (rowBureau && codesOnly && (months || words.length >= 5)) {
      if (words.length > 1)
        history.set(rowBureau, [...(history.get(rowBureau) ?? []), ...historyRow(words.slice(1), months)]);
      last = line;
      continue;
    }
    // A heading starts at the left margin; a wrapped value ("collection") alone on a line is not one.
    const atMargin = (line.cells[0]?.x ?? 0) < Math.max(labelRight, (cols[0] as BureauColumn).left - 10);
    // ...nor is a label whose values sit right beside it ("VantageScore" over "4.0", values between).
    const next = lines[j + 1];
    const valuesBeside =
      next && next.top - line.top < 1.3 * line.height && next.cells.some((c) => c.x > labelRight);
    if (
      atMargin &&
      !valuesBeside &&
      (sectionHeading(line.text) || bureauSectionHeading(line.text) || /^back to top$/i.test(line.text))
    )
      break;
    const pieces = piecesAcross(line, labelRight, centers);
    // Values start under their bureau; whatever starts in the label column is a label (or a name), however long.
    const labels = pieces.filter((p) => p.x < labelRight - 2);
    const values = pieces.filter((p) => !labels.includes(p));
    // "Account Number: ****5965" in a value column is a labelled line after the table, not a cell of it.
    if (values.some((p) => pairInCell.test(p.text))) break;
    const labelText = labels.map((p) => p.text).join(' ');
    if (values.length > 0 && !labelLike(labelText) && endsTable(lines[j + 1], labelRight)) break;
    if (values.length === 0 && captionsPaymentGrid(lines, j)) {
      last = line;
      continue;
    }
    if (values.length === 0) {
      const text = labels.map((p) => p.text).join(' ');
      const near = (k: number) => {
        const other = lines[k];
        return (
          other &&
          Math.abs(other.top - line.top) < 1.3 * line.height &&
          other.cells.some((c) => c.x > labelRight)
        );
      };
      // A name right under the header, with nothing under the bureaus and values below it, is the
      // table's title (the account the table is about), as a service that puts the creditor in the table prints it.
      if (j === start + 1 && !labelLike(text) && lines[j + 1]?.cells.some((c) => c.x > labelRight)) {
        title = text;
        last = line;
        continue;
      }
      // The rest of a label that wrapped ("Date of First" / "Delinquency") continues the row above.
      const wrapsLabel = labelBefore !== '' && fieldOfLabel(`${labelBefore} ${text}`) !== null;
      if (!labelLike(text) && !wrapsLabel && !(near(j - 1) && near(j + 1))) break;
    }
    labelBefore = labels.map((p) => p.text).join(' ');
    for (const p of labels)
      fragments.push({ text: p.text, top: line.top, col: -1, alone: values.length === 0 });
    for (const p of values) fragments.push({ text: p.text, top: line.top, col: columnOf(p) });
    last = line;
  }
  return { end: j, rows: rowsOf(fragments, cols, headerLine.height), history, title };
}

/** Pieces of a line, cut at the label column's edge and between bureau columns where runs allow. */
function piecesAcross(line: ReportLine, labelRight: number, centers: number[]): ReportCell[] {
  const cuts = [labelRight, ...centers.slice(1).map((c, k) => (c + (centers[k] as number)) / 2)];
  const out: ReportCell[] = [];
  for (const cell of line.cells) {
    // Without its runs, a label and its value printed close together ("VantageScore 3.0: 601") are cut
    // after the label, at the words' estimated places; a long name is left whole.
    const runs = cell.runs ?? labelThenValue(cell, line, labelRight) ?? [cell];
    let current: ReportCell | null = null;
    for (const run of runs) {
      const crosses =
        current !== null && cuts.some((b) => (current as ReportCell).x < b - 2 && run.x >= b - 2);
      if (!current || crosses) {
        if (current) out.push(current);
        current = { ...run, runs: undefined };
      } else
        current = { text: `${current.text} ${run.text}`, x: current.x, width: run.x + run.width - current.x };
    }
    if (current) out.push(current);
  }
  return out;
}

function labelThenValue(cell: ReportCell, line: ReportLine, labelRight: number): ReportCell[] | null {
  if (!(cell.x < labelRight - 2 && cell.x + cell.width > labelRight + 6)) return null;
  const words = wordsOf({ ...line, cells: [cell] });
  const cut = words.findIndex((w) => w.x >= labelRight - 2);
  if (cut <= 0) return null;
  const label = words
    .slice(0, cut)
    .map((w) => w.text)
    .join(' ');
  const value = words.slice(cut);
  // A label ends with its colon, or is followed by a number or an amount; a long label alone stays whole.
  const valueText = value.map((w) => w.text).join(' ');
  if (!/:$/.test(label) && !((fieldOfLabel(label) || scoreWords.test(label)) && /[\d$]/.test(valueText)))
    return null;
  const first = value[0] as ReportCell;
  const last = value[value.length - 1] as ReportCell;
  return [
    { text: label, x: cell.x, width: first.x - cell.x },
    { text: value.map((w) => w.text).join(' '), x: first.x, width: last.x + last.width - first.x },
  ];
}

function nearest<T extends { x: number }>(items: T[], x: number): T | undefined {
  return [...items].sort((a, b) => Math.abs(a.x - x) - Math.abs(b.x - x))[0];
}

function historyRow(
  codes: ReportCell[],
  months: { x: number; name: string; year: string | null }[] | null,
): HistoryMonth[] {
  return codes.flatMap((c) => {
    const m = months ? nearest(months, c.x) : undefined;
    const monthNumber = m
      ? ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(
          m.name.slice(0, 3).toLowerCase(),
        ) + 1
      : 0;
    const month = m?.year && monthNumber ? `${m.year}-${String(monthNumber).padStart(2, '0')}` : null;
    const h = historyCode(c.text, month);
    return h ? [h] : [];
  });
}
