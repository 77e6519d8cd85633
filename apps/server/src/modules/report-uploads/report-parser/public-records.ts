import type { Bureau } from '@app/contracts/bureaus';
import type { BureauGrid } from './bureau-columns';
import { bureausIn } from './bureau-names';
import type { ParsedPublicRecord, ReportCollector } from './parsed-report';
import type { ReportLine } from './report-lines';
import { centsIn, isBlankValue, isoDateIn } from './report-values';

/** What a public record's labels name: a dispute of the record must name its court and case. */
type RecordField = 'court' | 'caseNumber' | 'filed' | 'kind' | 'amount' | 'status' | 'bureau';

const recordLabels: [RegExp, RecordField][] = [
  [/^(?:court|court name|courthouse|filing court|court of record|venue)$/i, 'court'],
  [
    /^(?:case|case (?:number|no\.?|#)|case or id number|identification number|docket(?: (?:number|no\.?|#))?|reference(?: (?:number|no\.?|#))?|ref(?:erence)? #|filing (?:number|no\.?))$/i,
    'caseNumber',
  ],
  [/^(?:(?:date )?filed|filing date|date of filing|filed on|date)$/i, 'filed'],
  [/^(?:type|record type|kind|classification|public record type|chapter)$/i, 'kind'],
  [/^(?:amount|liability|liability amount|judgment amount|lien amount|assets?|total amount)$/i, 'amount'],
  [/^(?:status|record status|disposition|current status)$/i, 'status'],
  [/^(?:reported by|bureaus?|credit bureau|source)$/i, 'bureau'],
];

/** The field of a public record a label names ("Case No.:" → caseNumber), or null. */
export function recordFieldOf(label: string): RecordField | null {
  const t = label.replace(/:\s*$/, '').replace(/\s+/g, ' ').trim();
  return recordLabels.find(([re]) => re.test(t))?.[1] ?? null;
}

export const recordKindWords =
  /(chapter \d+ bankruptcy|bankruptcy(?: chapter \d+)?|civil judgment|judgment|tax lien|lien|civil claim|small claims?|foreclosure)/i;

/** A public record being read: its title line (the kind), then its labelled fields or table cells. */
export function createPublicRecordEntry(title: string, bureaus: Bureau[]) {
  const fields: Partial<Record<RecordField, string>> = {};
  let reportedBy = bureaus;
  const kindInTitle = recordKindWords.exec(title)?.[1];
  return {
    /** Takes a labelled value; false when the label is not a public record's. */
    take(label: string, value: string): boolean {
      const field = recordFieldOf(label);
      if (field) this.takeField(field, value);
      return field !== null;
    },
    takeField(field: RecordField, value: string) {
      if (isBlankValue(value)) return;
      if (field === 'bureau') reportedBy = bureausIn(value).length ? bureausIn(value) : reportedBy;
      else fields[field] = fields[field] ? `${fields[field]} ${value}` : value;
    },
    finish(out: ReportCollector) {
      // A title that names no kind of record, or names a court, is the court printed above its details.
      if (title && !fields.court && (!kindInTitle || /\bcourt\b/i.test(title))) fields.court = title;
      const record = recordOf(fields, kindInTitle ?? null, reportedBy);
      if (record) out.addPublicRecord(record);
    },
  };
}
export type PublicRecordEntry = ReturnType<typeof createPublicRecordEntry>;

function recordOf(
  fields: Partial<Record<RecordField, string>>,
  titleKind: string | null,
  bureaus: Bureau[],
): ParsedPublicRecord | null {
  const kind = recordKindWords.exec(fields.kind ?? '')?.[1] ?? titleKind ?? fields.kind ?? null;
  if (!kind && !fields.court && !fields.caseNumber) return null;
  const recordType = kind ?? 'Public record';
  return {
    recordType,
    bankruptcy: /bankruptcy/i.test(`${recordType} ${fields.court ?? ''}`),
    court: fields.court?.trim() || null,
    caseNumber: caseNumberOf(fields.caseNumber ?? '') ?? null,
    filedDate: isoDateIn(fields.filed),
    amountCents: fields.amount ? centsIn(fields.amount) : null,
    status: fields.status?.trim() || null,
    bureaus,
  };
}

/** A case or reference number as printed ("19-B-04412", "CV-2021-331842"): letters, digits and dashes. */
function caseNumberOf(text: string): string | null {
  const m = /\b([A-Z0-9]{1,6}(?:[-/.:][A-Z0-9]{1,10}){1,4}|[A-Z]{0,3}\d{5,12})\b/i.exec(text.trim());
  return m ? (m[1] as string).toUpperCase() : null;
}

/** Public records in a "field x bureau" table: one record per bureau column, read from the rows' labels. */
export function readPublicRecordGrid(grid: BureauGrid, title: string | null, out: ReportCollector) {
  const bureaus = new Set<Bureau>();
  for (const row of grid.rows) for (const b of row.values.keys()) bureaus.add(b);
  for (const b of bureaus) {
    const entry = createPublicRecordEntry(title ?? '', [b]);
    let any = false;
    for (const row of grid.rows) {
      const v = row.values.get(b);
      if (v !== undefined && entry.take(row.label, v)) any ||= !isBlankValue(v);
    }
    if (any) entry.finish(out);
  }
}

/** A row of a public records table with column titles (Type | Court | Case Number | Filed | Amount | Status). */
function readPublicRecordRow(cells: [RecordField, string][], bureaus: Bureau[], out: ReportCollector) {
  const entry = createPublicRecordEntry('', bureaus);
  for (const [field, value] of cells) entry.takeField(field, value);
  entry.finish(out);
}

/**
 * A public record on one line ("Chapter 7 Bankruptcy filed 04/12/2019, case 19-B-04412, Springfield
 * District Court"); "None reported" is none.
 */
export function readPublicRecordLine(text: string, bureaus: Bureau[], out: ReportCollector) {
  if (/^(?:none|no )|not? .*found|none reported/i.test(text.trim())) return;
  const kind = recordKindWords.exec(text);
  if (!kind) return;
  const caseNumber =
    /\b(?:case|docket|reference|ref\.?)\s*(?:number|no\.?|#)?\s*:?\s*([A-Z0-9][A-Z0-9./-]{3,})/i.exec(text);
  const court = /([A-Z][\w.&' -]*?\bcourt\b[\w ,.-]*?)(?=[,;|]|\s+(?:case|filed|docket)\b|$)/i.exec(text);
  out.addPublicRecord({
    recordType: kind[1] as string,
    bankruptcy: /bankruptcy/i.test(kind[1] as string),
    court: court ? (court[1] as string).trim() : null,
    caseNumber: caseNumber ? caseNumberOf(caseNumber[1] as string) : null,
    filedDate: isoDateIn(text),
    amountCents: centsIn(text),
    status: null,
    bureaus,
  });
}

interface RecordColumn {
  field: RecordField;
  x: number;
}

/** A header row of a public records table: three or more cells, each a public record's field title. */
export function recordColumnsOf(line: ReportLine): RecordColumn[] | null {
  if (line.cells.length < 3) return null;
  const columns = line.cells.map((c) => ({ field: recordFieldOf(c.text), x: c.x }));
  if (!columns.every((c) => c.field) || !columns.some((c) => c.field === 'court' || c.field === 'caseNumber'))
    return null;
  return columns as RecordColumn[];
}

/**
 * The rows under a public records header, read by position: each cell belongs to the column it starts
 * under, and a line of a few cells right under a row continues it (values wrapped in their cells).
 * Returns the index of the first line after the table.
 */
export function readPublicRecordTable(
  lines: ReportLine[],
  start: number,
  columns: RecordColumn[],
  bureaus: Bureau[],
  out: ReportCollector,
): number {
  const columnAt = (x: number) => {
    let k = 0;
    columns.forEach((c, i) => {
      if (c.x <= x + 6) k = i;
    });
    return k;
  };
  let row: string[] | null = null;
  let last = lines[start] as ReportLine;
  const flush = () => {
    if (row)
      readPublicRecordRow(
        columns.map((c, i) => [c.field, row?.[i] ?? '']),
        bureaus,
        out,
      );
    row = null;
  };
  let j = start + 1;
  for (; j < lines.length; j++) {
    const line = lines[j] as ReportLine;
    if (line.page === last.page && line.top - last.top > 3 * line.height + 12) break;
    // The header again starts the next record's table.
    if (recordColumnsOf(line)) break;
    // A record's row fills most columns; the lines of a cell that wrapped follow it closely with a
    // few cells only. Anything else ends the table.
    const full = line.cells.length >= Math.ceil(columns.length / 2);
    const closeBelow = line.page === last.page && line.top - last.top <= 1.5 * line.height;
    if (!full && !(row && closeBelow)) break;
    if (full) {
      flush();
      row = columns.map(() => '');
    }
    for (const cell of line.cells) {
      const k = columnAt(cell.x);
      (row as string[])[k] = `${(row as string[])[k] ?? ''} ${cell.text}`.trim();
    }
    last = line;
  }
  flush();
  return j;
}
