/**
 * A piece of text at a horizontal position: columns of a report are told apart by where they start
 * and end. `runs` are the pieces it was joined from, so a reader that knows where the columns are can
 * split a cell that two narrow columns ran together into.
 */
export interface ReportCell {
  text: string;
  x: number;
  width: number;
  runs?: ReportCell[];
}
/** One printed line: its cells left to right, where it sits (top grows down the document), and its text height. */
export interface ReportLine {
  text: string;
  cells: ReportCell[];
  page: number;
  top: number;
  height: number;
}

/** A run of text with its position, as a PDF text layer or OCR gives it (origin bottom-left). */
export interface PositionedText {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

// Plain text has no positions: one character is taken as 5 points, one line as 12.
const charWidth = 5;
const textLineHeight = 12;
// Pages are stacked so that "top" keeps growing down the whole report.
const pageSpan = 10_000;

export function linesFromPlainText(text: string): ReportLine[] {
  const lines: ReportLine[] = [];
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .forEach((raw, n) => {
      const cells: ReportCell[] = [];
      for (const m of raw.matchAll(/\S+(?: \S+)*/g)) {
        cells.push({ text: m[0], x: (m.index ?? 0) * charWidth, width: m[0].length * charWidth });
      }
      if (cells.length === 0) return;
      const page = Math.floor(n / 66);
      lines.push(withPipes({ text: joined(cells), cells, page, top: n * textLineHeight, height: 9 }));
    });
  return lines;
}

/** Rows from positioned runs: same baseline (within a third of a line) is one row, big gaps split cells. */
export function linesFromPositionedText(pages: PositionedText[][]): ReportLine[] {
  const lines: ReportLine[] = [];
  pages.forEach((items, page) => {
    const runs = items
      .flatMap(splitWideGaps)
      .filter((i) => i.str.trim() !== '')
      .sort((a, b) => b.y - a.y || a.x - b.x);
    const rows: PositionedText[][] = [];
    for (const run of runs) {
      const row = rows[rows.length - 1];
      const tolerance = Math.max(2, (run.height || 8) / 3);
      if (row && Math.abs((row[0] as PositionedText).y - run.y) <= tolerance) row.push(run);
      else rows.push([run]);
    }
    for (const row of rows) {
      row.sort((a, b) => a.x - b.x);
      const cells: ReportCell[] = [];
      let end = Number.NEGATIVE_INFINITY;
      const height = Math.max(...row.map((r) => r.height || 8));
      for (const run of row) {
        const last = cells[cells.length - 1];
        const gap = run.x - end;
        const piece: ReportCell = { text: run.str.trim(), x: run.x, width: run.width };
        // A gap wider than about two spaces starts a new cell (column).
        if (last && gap < Math.max(6, height * 0.9)) {
          last.runs = [...(last.runs ?? [{ text: last.text, x: last.x, width: last.width }]), piece];
          last.text += gap > 0.8 ? ` ${piece.text}` : piece.text;
          last.width = run.x + run.width - last.x;
        } else cells.push(piece);
        end = run.x + run.width;
      }
      const y = (row[0] as PositionedText).y;
      lines.push(withPipes({ text: joined(cells), cells, page, top: page * pageSpan - y, height }));
    }
  });
  return lines;
}

const joined = (cells: ReportCell[]) => cells.map((c) => c.text).join(' ');

/** "A | B | C" rows (a raw, pipe-delimited view): the pipes are the column boundaries. */
export function withPipes(line: ReportLine): ReportLine {
  if ((line.text.match(/\|/g) ?? []).length < 2) return line;
  const first = line.cells[0] as ReportCell;
  const last = line.cells[line.cells.length - 1] as ReportCell;
  const perChar = (last.x + last.width - first.x) / Math.max(1, line.text.length);
  const cells: ReportCell[] = [];
  let at = 0;
  for (const part of line.text.split('|')) {
    const text = part.trim();
    if (text)
      cells.push({ text, x: first.x + (at + part.indexOf(text)) * perChar, width: text.length * perChar });
    at += part.length + 1;
  }
  return { ...line, cells, text: cells.map((c) => c.text).join(' | ') };
}

/** A run drawn with column gaps inside it ("Balance:   $640.00   -") becomes one run per column. */
function splitWideGaps(run: PositionedText): PositionedText[] {
  if (!/\S\s{2,}\S/.test(run.str)) return [run];
  const perChar = run.width / Math.max(1, run.str.length);
  return [...run.str.matchAll(/\S+(?: \S+)*/g)].map((m) => ({
    ...run,
    str: m[0],
    x: run.x + (m.index ?? 0) * perChar,
    width: m[0].length * perChar,
  }));
}

/**
 * The words of a line with their estimated positions: a run holding several columns' words
 * ("TransUnion Experian Equifax") is cut where its words are.
 */
export function wordsOf(line: ReportLine): ReportCell[] {
  const out: ReportCell[] = [];
  for (const cell of line.cells) {
    for (const run of cell.runs ?? [cell]) {
      const perChar = run.width / Math.max(1, run.text.length);
      for (const m of run.text.matchAll(/\S+/g)) {
        out.push({ text: m[0], x: run.x + (m.index ?? 0) * perChar, width: m[0].length * perChar });
      }
    }
  }
  return out;
}
