import { bureauHeaderOf } from './bureau-columns';
import { type ReportCell, type ReportLine, wordsOf } from './report-lines';
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

const closeUnder = (line: ReportLine, above: ReportLine | undefined) =>
  above !== undefined && !above.text.includes('|') && line.top - above.top <= 1.3 * line.height + 2;
/** A heading right after another is not one: the first was the last word of a row, wrapped. */
const headingLike = (l: ReportLine | undefined) =>
  l !== undefined && (sectionHeading(l.text) !== null || bureauSectionHeading(l.text) !== null);

/**
 * A line's cells, with any cell that runs on past the start of the next column (two cells the PDF
 * printed close together) cut there, between words.
 */
function splitAtColumns(line: ReportLine, columns: TableColumn[]): ReportCell[] {
  if (line.text.includes('|')) return line.cells;
  const starts = columns.slice(1).map((c) => c.x);
  return line.cells.flatMap((cell) => {
    const crossing = starts.filter((x) => cell.x < x - 4 && cell.x + cell.width > x + 8);
    if (crossing.length === 0) return [cell];
    const words = cell.runs ?? wordsOf({ ...line, cells: [cell] });
    // Estimated word places are rough: each column start cuts before the word that starts nearest to it.
    const cuts = new Set(
      crossing.flatMap((x) => {
        let best = -1;
        words.forEach((w, k) => {
          if (
            k > 0 &&
            Math.abs(w.x - x) < 24 &&
            (best < 0 || Math.abs(w.x - x) < Math.abs((words[best] as ReportCell).x - x))
          )
            best = k;
        });
        return best > 0 ? [best] : [];
      }),
    );
    const out: ReportCell[] = [];
    words.forEach((w, k) => {
      const last = out[out.length - 1];
      if (!last || cuts.has(k)) out.push({ text: w.text, x: w.x, width: w.width });
      else {
        last.text = `${last.text} ${w.text}`;
        last.width = w.x + w.width - last.x;
      }
    });
    return out;
  });
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
function wrappedWord(lines: ReportLine[], j: number, columns: TableColumn[]) {
  const line = lines[j] as ReportLine;
  const piece = line.cells[0] as ReportCell;
  // A raw pipe-delimited view does not wrap, and a wrapped piece stays inside one column.
  if (line.cells.length !== 1 || (lines[j - 1]?.text.includes('|') ?? true)) return false;
  const k = columnOf(piece, columns);
  const col = columns[k] as TableColumn;
  const width = (columns[k + 1]?.x ?? Number.POSITIVE_INFINITY) - col.x;
  if (Math.abs(piece.x - col.x) > 8 || piece.width > width) return false;
  // It wrapped only if it could not fit after the text above it in the same column.
  // Wrapped lines sit closer than a table's rows (which carry the cells' padding) or than a heading.
  const prev = lines[j - 1];
  if (!prev || line.top - prev.top > 1.3 * line.height + 1) return false;
  for (const above of [prev, lines[j - 2]]) {
    if (!above || line.top - above.top > 2 * line.height + 8) break;
    const cell = above.cells.find((c) => Math.abs(c.x - piece.x) < 8);
    if (!cell) continue;
    const firstWord = piece.text.split(/\s+/)[0] ?? '';
    const perChar = piece.width / Math.max(1, piece.text.length);
    // The column holds its text less the cell's padding on both sides.
    return cell.width + perChar * (firstWord.length + 1) > width - 12;
  }
  return false;
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
      // A heading is one block of text; pieces in two columns are a row's wrapped lines.
      line.cells.length === 1 &&
      sectionHeading(line.text) &&
      !wrappedWord(lines, j, columns) &&
      !(closeUnder(line, anchors[anchors.length - 1]?.line) && headingLike(lines[j + 1]))
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
    const cellsOf = splitAtColumns(line, columns);
    const filled = cellsOf.length >= Math.max(2, Math.ceil(columns.length / 2));
    if (filled) {
      const cells = new Map<number, string>();
      for (const c of cellsOf) {
        const k =
          cellsOf.length === columns.length && line.text.includes('|')
            ? cellsOf.indexOf(c)
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
      for (const c of cellsOf) loose.push({ top: line.top, col: columnOf(c, columns), text: c.text });
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
