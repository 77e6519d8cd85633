import { bureauHeaderOf } from './bureau-columns';
import type { ReportCell, ReportLine } from './report-lines';
import { bureauSectionHeading, sectionHeading } from './report-sections';
import { fieldOfLabel, type ReportField } from './report-vocabulary';

export interface TableColumn {
  title: string;
  field: ReportField | null;
  x: number;
  center: number;
}
/** One row of a table: each column's text (wrapped lines joined), by the column's field. */
export type TableRow = Partial<Record<ReportField, string>>;

const columnWords: [RegExp, ReportField][] = [
  [/^(?:acct|account)\s*(?:#|no\.?|number)?$/i, 'number'],
  [/^(?:inquir(?:er|ing company)|company|creditor|name)$/i, 'creditor'],
  [/^(?:bureau|credit bureau|reported by|source)$/i, 'bureau'],
];
function columnField(text: string): ReportField | null {
  const t = text.replace(/:\s*$/, '').trim();
  return fieldOfLabel(t) ?? columnWords.find(([re]) => re.test(t))?.[1] ?? null;
}

/** A table's header row ("Creditor | Acct # | Status | Balance"): at least three cells, mostly known titles. */
export function tableHeaderOf(line: ReportLine): TableColumn[] | null {
  if (/\$|\d{2,}/.test(line.text)) return null;
  // Titles printed close together ("Payment Status Balance") come apart again where each piece is a title.
  const cells = line.cells.flatMap((c) =>
    !columnField(c.text) && c.runs?.every((r) => columnField(r.text)) ? c.runs : [c],
  );
  if (cells.length < 3) return null;
  const columns = cells.map((c) => ({
    title: c.text,
    field: columnField(c.text),
    x: c.x,
    center: c.x + c.width / 2,
  }));
  const known = columns.filter((c) => c.field && c.field !== 'other').length;
  if (known < Math.max(2, Math.ceil(columns.length / 2))) return null;
  if (!columns.some((c) => c.field === 'creditor' || c.field === 'bureau' || c.field === 'score'))
    return null;
  return columns;
}

function columnOf(cell: ReportCell, columns: TableColumn[]): number {
  let best = 0;
  let bestD = Number.POSITIVE_INFINITY;
  columns.forEach((c, k) => {
    const d = Math.min(Math.abs(cell.x - c.x), Math.abs(cell.x + cell.width / 2 - c.center));
    if (d < bestD) [best, bestD] = [k, d];
  });
  return best;
}

/**
 * A name's last word alone on the next line ("EVERGREEN" / "COLLECTIONS") looks like a heading; it is
 * not one when it sits right under a row and another row of the same table follows.
 */
function wrappedWord(
  line: ReportLine,
  above: ReportLine | undefined,
  below: ReportLine | undefined,
  columns: TableColumn[],
) {
  if (!above || !below || line.top - above.top > 1.7 * line.height + 6) return false;
  // The next line must be a row like the one above (same cells), not the first line of something else.
  const shapeOf = (l: ReportLine) => `${l.cells.length}${/\$|\d/.test(l.text)}`;
  return (
    below.cells.length >= Math.max(2, Math.ceil(columns.length / 2)) &&
    shapeOf(below) === shapeOf(above) &&
    !tableHeaderOf(below)
  );
}

/**
 * Reads the rows under a table header. A line with most of the columns filled starts a row; a line
 * with only a few (a long name or status that wrapped) belongs to the row it is nearest to.
 */
export function readTable(lines: ReportLine[], start: number, columns: TableColumn[]) {
  const header = lines[start] as ReportLine;
  let j = start + 1;
  // A header whose titles wrapped ("Date" over "Opened"): the second line completes the titles.
  const next = lines[j];
  if (
    next &&
    !/\$|\d/.test(next.text) &&
    next.cells.length <= columns.length &&
    next.top - header.top < 2 * header.height
  ) {
    const completes = next.cells.map((c) => {
      const col = columns[columnOf(c, columns)] as TableColumn;
      return { col, field: columnField(`${col.title} ${c.text}`) };
    });
    if (completes.some((c) => c.field)) {
      for (const [k, c] of completes.entries()) {
        c.col.title = `${c.col.title} ${(next.cells[k] as ReportCell).text}`;
        c.col.field = c.field ?? c.col.field;
      }
      j++;
    }
  }
  const headerText = header.cells.map((c) => c.text).join('|');
  const anchors: { line: ReportLine; cells: Map<number, string> }[] = [];
  const loose: { top: number; col: number; text: string }[] = [];
  let last = lines[j - 1] as ReportLine;
  for (; j < lines.length; j++) {
    const line = lines[j] as ReportLine;
    if (line.page === last.page && line.top - last.top > 3 * line.height + 16) break;
    if (bureauSectionHeading(line.text) || bureauHeaderOf(line)) break;
    if (
      sectionHeading(line.text) &&
      !wrappedWord(line, anchors[anchors.length - 1]?.line, lines[j + 1], columns)
    )
      break;
    const again = tableHeaderOf(line);
    if (again) {
      if (line.cells.map((c) => c.text).join('|') === headerText || line.page !== last.page) {
        last = line;
        continue;
      }
      break;
    }
    if (/^[A-Za-z][\w #&/().'-]{1,40}:\s*\S/.test(line.text) && line.cells.length === 1) break;
    const filled = line.cells.length >= Math.max(2, Math.ceil(columns.length / 2));
    if (filled) {
      const cells = new Map<number, string>();
      for (const c of line.cells) {
        const k =
          line.cells.length === columns.length && line.text.includes('|')
            ? line.cells.indexOf(c)
            : columnOf(c, columns);
        cells.set(k, [cells.get(k), c.text].filter(Boolean).join(' '));
      }
      anchors.push({ line, cells });
    } else {
      const near = anchors[anchors.length - 1];
      const after = lines[j + 1];
      const closeAbove = near && line.top - near.line.top <= 1.7 * line.height + 6;
      const closeBelow = after && after.top - line.top <= 1.7 * line.height + 6 && after.cells.length >= 2;
      if (!closeAbove && !closeBelow) break;
      for (const c of line.cells) loose.push({ top: line.top, col: columnOf(c, columns), text: c.text });
    }
    last = line;
  }
  // Wrapped pieces join the nearest row (the one above when it is as near as the one below).
  for (const piece of loose) {
    let best = anchors[0];
    for (const a of anchors) {
      if (!best || Math.abs(a.line.top - piece.top) < Math.abs(best.line.top - piece.top) - 1) best = a;
    }
    if (best) {
      const had = best.cells.get(piece.col);
      best.cells.set(
        piece.col,
        best.line.top > piece.top
          ? [piece.text, had].filter(Boolean).join(' ')
          : [had, piece.text].filter(Boolean).join(' '),
      );
    }
  }
  const rows: TableRow[] = anchors.map((a) => {
    const row: TableRow = {};
    for (const [k, text] of a.cells) {
      const field = columns[k]?.field;
      if (field && field !== 'other') row[field] = row[field] ? `${row[field]}; ${text}` : text;
    }
    return row;
  });
  return { end: j, rows };
}
