import { recordFieldOf } from './public-records';
import type { ReportLine } from './report-lines';
import { fieldOfLabel, labelAlternation } from './report-vocabulary';

const knownAnywhere = new RegExp(`(?:^|\\s|;|,)(${labelAlternation})\\s*:`, 'gi');
// Bureau names as labels ("TU: Collection $1,250   EX: ..."): abbreviations only in capitals.
const bureauAnywhere =
  /(?:^|\s)(TUC?|EXP?|EQF?|XPN|EFX|TRANSUNION|EXPERIAN|EQUIFAX|[Tt]rans\s?[Uu]nion|[Ee]xperian|[Ee]quifax)\s*:/g;
const anyLabel = /^([A-Za-z][A-Za-z0-9 #&/().'’-]{0,44}?)\s*:\s*(.*)$/;
// Labels written without a colon before their value ("Opened Mar 2019, first delinquency Nov 2023").
const bareLabels =
  /^(date opened|opened|placed|balance|status|original creditor|first delinquency|date of first delinquency|reported|last reported)\s+(?=\S)/i;

const clean = (v: string) => v.replace(/^[>\s]+|[<\s]+$/g, '').trim();

/**
 * The "label: value" pairs of a line, with the labels in lower case: "Opened: 2018-02  Status: CHARGE OFF",
 * a label cell and its value cell, cells that are each "Label: value", or "TU: ... EX: ..." per bureau.
 * Null when the line is not labelled (a name, a sentence).
 */
export function labelledPairs(line: ReportLine): [string, string][] | null {
  const text = line.text.trim();
  const alternating = alternatingPairs(line);
  if (alternating) return alternating;
  const first = line.cells[0];
  const labelCell = first && (fieldOfLabel(first.text) || recordFieldOf(first.text));
  if (first && line.cells.length >= 2 && labelCell && !/:\s*\S/.test(first.text)) {
    // A label cell and its value cell, without a colon (the bureaus' own PDF tables).
    return [
      [
        label(first.text),
        clean(
          line.cells
            .slice(1)
            .map((c) => c.text)
            .join(' '),
        ),
      ],
    ];
  }
  if (line.cells.length >= 2 && line.cells.every((c) => anyLabel.test(c.text) || c.text.trim() === '')) {
    const pairs = line.cells.flatMap((c) => splitPairs(c.text));
    if (pairs.length) return pairs;
  }
  const pairs = splitPairs(text);
  if (pairs.length) return pairs;
  const bare = bareLabels.exec(text);
  if (bare) {
    return text.split(/,\s+(?=[a-z ]+\s\S)/i).flatMap((part) => {
      const m = bareLabels.exec(part.trim());
      return m ? [[label(m[1] as string), clean(part.trim().slice(m[0].length))] as [string, string]] : [];
    });
  }
  return null;
}

/**
 * Cells two by two, a label then its value, as the bureaus' own reports print an account's details
 * ("Date Opened | 09/2024 | Balance | $1,384"): an even number of cells, a known label in a label
 * place after the first, and no value cell that is itself a label.
 */
function alternatingPairs(line: ReportLine): [string, string][] | null {
  const cells = line.cells.map((c) => c.text.trim());
  if (cells.length < 4 || cells.length % 2 !== 0) return null;
  const labels = cells.filter((_, i) => i % 2 === 0);
  const values = cells.filter((_, i) => i % 2 === 1);
  if (!labels.slice(1).some((l) => fieldOfLabel(l) || recordFieldOf(l))) return null;
  if (values.some((v) => /:\s*$/.test(v) || fieldOfLabel(v))) return null;
  if (labels.some((l) => /:\s*\S/.test(l) || l.length > 60)) return null;
  return labels.map((l, i) => [label(l), clean(values[i] as string)]);
}

function splitPairs(text: string): [string, string][] {
  const marks = [...text.matchAll(knownAnywhere), ...text.matchAll(bureauAnywhere)]
    .map((m) => ({
      index: (m.index ?? 0) + m[0].indexOf(m[1] as string),
      label: m[1] as string,
      length: m[0].length - m[0].indexOf(m[1] as string),
    }))
    .sort((a, b) => a.index - b.index)
    .filter(
      (m, i, all) =>
        i === 0 ||
        m.index >=
          (all[i - 1] as { index: number; length: number }).index + (all[i - 1] as { length: number }).length,
    );
  if (marks.length && text.slice(0, marks[0]?.index).trim() === '') {
    return marks.map((m, i) => {
      const end = marks[i + 1]?.index ?? text.length;
      return [label(m.label), clean(text.slice(m.index + m.length, end))];
    });
  }
  const one = anyLabel.exec(text);
  if (one && !/^https?$/i.test(one[1] as string)) return [[label(one[1] as string), clean(one[2] as string)]];
  return [];
}

const label = (s: string) => s.replace(/:\s*$/, '').replace(/\s+/g, ' ').trim().toLowerCase();

const sameX = (a: number, b: number) => Math.abs(a - b) <= 3;

/**
 * The pairs of a row laid out like the labelled rows next to it (as many cells, each starting where
 * theirs does): a label and its value, even when the label is one the reader does not know ("Address",
 * "Date Updated"). Null when no neighbouring row shares its columns.
 */
export function columnPairs(lines: ReportLine[], i: number): [string, string][] | null {
  const line = lines[i] as ReportLine;
  const [first, second] = line.cells;
  if (!first || !second || line.cells.length % 2 !== 0) return null;
  const aligned = [i - 2, i - 1, i + 1, i + 2].some((k) => {
    const other = lines[k];
    // The neighbour's first cell is a label alone (its value in the next cell), so its first column
    // is a column of labels.
    const bare = other?.cells[0]?.text.replace(/:\s*$/, '') ?? '';
    const labelColumn = !!bare && !/:/.test(bare) && !!(fieldOfLabel(bare) || recordFieldOf(bare));
    const pairs =
      labelColumn && other && other.cells.length === line.cells.length ? labelledPairs(other) : null;
    return (
      !!pairs &&
      !!other &&
      sameX(other.cells[0]?.x ?? -99, first.x) &&
      other.cells.every((c, n) => sameX(c.x, line.cells[n]?.x ?? -99))
    );
  });
  if (!aligned) return null;
  const out: [string, string][] = [];
  for (let k = 0; k < line.cells.length; k += 2)
    out.push([label(line.cells[k]?.text ?? ''), clean(line.cells[k + 1]?.text ?? '')]);
  return out;
}
