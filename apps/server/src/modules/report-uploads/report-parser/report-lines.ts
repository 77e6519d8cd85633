/** A piece of text at a horizontal position: columns of a report are told apart by where they start. */
export interface ReportCell {
  text: string;
  x: number;
}
export interface ReportLine {
  text: string;
  cells: ReportCell[];
}

/** A run of text with its position, as a PDF text layer or OCR gives it (origin bottom-left). */
export interface PositionedText {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

// Plain text has no positions: a column gap is two or more spaces, one character ~ 5 points.
const charWidth = 5;

export function linesFromPlainText(text: string): ReportLine[] {
  const lines: ReportLine[] = [];
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const cells: ReportCell[] = [];
    for (const m of raw.matchAll(/\S+(?: \S+)*/g)) {
      cells.push({ text: m[0], x: (m.index ?? 0) * charWidth });
    }
    if (cells.length === 0) continue;
    lines.push({ text: cells.map((c) => c.text).join(' '), cells });
  }
  return lines;
}

/** Rows from positioned runs: same baseline (within a third of a line) is one row, big gaps split cells. */
export function linesFromPositionedText(pages: PositionedText[][]): ReportLine[] {
  const lines: ReportLine[] = [];
  for (const items of pages) {
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
      for (const run of row) {
        const last = cells[cells.length - 1];
        const gap = run.x - end;
        // A gap wider than about two spaces starts a new cell (column).
        if (last && gap < Math.max(6, (run.height || 8) * 0.9)) {
          last.text += gap > 0.8 ? ` ${run.str.trim()}` : run.str.trim();
        } else {
          cells.push({ text: run.str.trim(), x: run.x });
        }
        end = run.x + run.width;
      }
      lines.push({ text: cells.map((c) => c.text).join(' '), cells });
    }
  }
  return lines;
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
