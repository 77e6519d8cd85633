import {
  clientImportLimits,
  type ImportColumn,
  importColumnLabels,
  importColumns,
  importHeaderSpellings,
  importMessages,
  requiredImportColumns,
} from '@app/contracts/client-import.contract';
import { CsvError, parse } from 'csv-parse/sync';
import { AppError } from '../../platform/errors';

/** A client export read into cells: each row's line in the file and its values by column. */
export interface ClientTable {
  found: ImportColumn[];
  unknown: string[];
  rows: { line: number; cells: Partial<Record<ImportColumn, string>> }[];
}

/** The media types a browser or a client library gives a .csv file. */
const csvMediaTypes = new Set(['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel']);

const refuse = (status: 413 | 415 | 422, message: string) =>
  new AppError(
    status,
    status === 415 ? 'IMPORT_NOT_CSV' : status === 413 ? 'IMPORT_TOO_MANY_ROWS' : 'IMPORT_UNREADABLE',
    message,
    [{ field: 'file', message }],
  );

/** Signatures of the files most often sent instead of a CSV: PDF, ZIP (an .xlsx), old Excel, images. */
const binaryStarts = [
  '%PDF',
  'PK\u0003\u0004',
  '\u00d0\u00cf\u0011\u00e0',
  '\u0089PNG',
  '\u00ff\u00d8\u00ff',
];

const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');
const columnOfHeader = new Map<string, ImportColumn>(
  importColumns.flatMap((column) => importHeaderSpellings[column].map((s) => [s, column] as const)),
);

/** The column a header names, by its known spellings; undefined for a column the import ignores. */
export const columnOf = (header: string) => columnOfHeader.get(headerKey(header));

/**
 * The cells of a CSV upload, refused with a message naming the file when it is not CSV text (415),
 * not UTF-8 (422), lacks a required column (422) or holds more rows than one import takes (413).
 */
export function readClientCsv(bytes: Buffer, contentType: string | undefined): ClientTable {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  const head = bytes.subarray(0, 4).toString('latin1');
  if (!csvMediaTypes.has(mediaType) || binaryStarts.some((s) => head.startsWith(s)) || bytes.includes(0)) {
    throw refuse(415, importMessages.notCsv);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw refuse(422, importMessages.notUtf8);
  }
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With its line: a quoted cell may span lines, so a row's line is not its index.
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      // A quote inside an unquoted cell (5" Street) is text, as spreadsheets write it.
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as typeof records;
  } catch (err) {
    const line = err instanceof CsvError ? ((err as CsvError & { lines?: number }).lines ?? 1) : 1;
    throw refuse(422, importMessages.unreadable(line, 'a quoted cell is not closed or a quote is misplaced'));
  }
  const header = records[0]?.record;
  const body = records.slice(1);
  if (!header || body.length === 0) throw refuse(422, importMessages.empty);
  if (body.length > clientImportLimits.maxRows) throw refuse(413, importMessages.tooManyRows(body.length));

  const columns = header.map((h) => columnOf(h));
  const found = importColumns.filter((c) => columns.includes(c));
  const missing = requiredImportColumns.find((c) => !found.includes(c));
  if (missing) throw refuse(422, importMessages.missingColumn(importColumnLabels[missing]));
  const unknown = header.filter((h, i) => columns[i] === undefined && h !== '');

  return {
    found,
    unknown,
    rows: body.map(({ record, info }) => {
      const row: Partial<Record<ImportColumn, string>> = {};
      record.forEach((value, j) => {
        const column = columns[j];
        // The first of two columns of one meaning wins; an empty cell gives nothing.
        if (column && value !== '' && row[column] === undefined) row[column] = value;
      });
      return { line: info.lines, cells: row };
    }),
  };
}
