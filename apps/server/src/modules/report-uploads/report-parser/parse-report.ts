import type { Bureau } from '@app/contracts/bureaus';
import { type AccountEntry, createAccountEntry, entryHeader, opensEntry } from './account-entry';
import { type AccountRecord, accountOf, putField } from './account-records';
import { historyCode } from './account-status';
import { type BureauGrid, bureauHeaderOf, captionsPaymentGrid, readBureauGrid } from './bureau-columns';
import { bureausIn } from './bureau-names';
import { withoutDecoration } from './creditor-names';
import { inquiriesOfMarkedRows, inquiryOfRow, readInquiryLine } from './inquiry-lines';
import { columnPairs, labelledPairs } from './labelled-lines';
import { withoutPageNoise } from './page-noise';
import { createReportCollector, type ParsedReport } from './parsed-report';
import {
  createPublicRecordEntry,
  type PublicRecordEntry,
  readPublicRecordGrid,
  readPublicRecordLine,
  readPublicRecordTable,
  recordColumnsOf,
  recordKindWords,
} from './public-records';
import type { ReportLine } from './report-lines';
import { bureauSectionHeading, type SectionKind, sectionHeading } from './report-sections';
import { isScore } from './report-values';
import { fieldOfLabel } from './report-vocabulary';
import { scoresInLine, scoreWords } from './score-lines';
import { readTable, type TableRow, tableHeaderOf } from './table-rows';

/** Checked between lines, so that parsing a hostile file stops at its deadline. */
export interface ParseBudget {
  check(): void;
}

const accountSections: SectionKind[] = ['accounts', 'negatives', 'collections'];
const triBureauWords = /tri-?\s?bureau|3-?\s?bureau|three[- ]bureau/i;

/** The one bureau a bureau's own consumer report is from; null for three-bureau reports. */
function singleBureauOf(lines: ReportLine[]): Bureau | null {
  if (lines.some((l) => bureauHeaderOf(l))) return null;
  if (new Set(lines.map((l) => bureauSectionHeading(l.text)).filter(Boolean)).size >= 2) return null;
  const opening = lines
    .slice(0, 12)
    .map((l) => l.text)
    .join(' ');
  const named = bureausIn(opening.replace(/\b[A-Z]{2,3}\b/g, ' '));
  return named.length === 1 && !triBureauWords.test(opening) ? (named[0] as Bureau) : null;
}

/**
 * Reads a report's lines in one pass. Headings (and their synonyms) say what the lines under them
 * are; bureau headings say whose they are; a row of bureau names starts a "field x bureau" table read
 * by position; a row of column titles starts a table; other lines are an account's name and its
 * "label: value" lines, an inquiry, a public record or a score.
 */
export function parseReport(input: ReportLine[], budget?: ParseBudget): ParsedReport {
  const lines = withoutPageNoise(input);
  const out = createReportCollector();
  const reportBureau = singleBureauOf(lines);
  const seen = { grids: 0, bureauParts: new Set<Bureau>() };
  let scope: Bureau | null = reportBureau;
  let section: SectionKind = 'accounts';
  let entry: AccountEntry | null = null;
  let pendingInquiry: string | null = null;
  let record: { entry: PublicRecordEntry; title: string } | null = null;
  const scopeList = (): Bureau[] => (scope ? [scope] : []);
  const close = () => {
    for (const account of entry?.finish() ?? []) out.addAccount(account);
    entry = null;
    record?.entry.finish(out);
    record = null;
  };

  const readGrid = (grid: BureauGrid, title: string | null) => {
    seen.grids++;
    for (const row of grid.rows) {
      // A row of scores: named so, or (the model not named) a number in the score range under each
      // bureau, with nothing or a rating beside it, in a table without a title or under a scores heading.
      const allScores = [...row.values.values()].every(
        (v) => /^\d{3}\b/.test(v) && isScore(Number(v.slice(0, 3))),
      );
      if (
        (scoreWords.test(row.label) ||
          (allScores && (row.label === '' || (section === 'scores' && !title)))) &&
        !/scale|range|rank|factor/i.test(row.label)
      ) {
        for (const [b, v] of row.values) {
          const n = Number(/\b(\d{3})\b/.exec(v)?.[1]);
          if (isScore(n)) out.setScore(b, n);
        }
      }
    }
    if (section === 'inquiries') {
      inquiriesOfMarkedRows(grid.rows, out);
      return;
    }
    if (section === 'public') {
      // The title line above the table (the record's kind) is the table's, not a record of its own.
      const above = record as { title: string } | null;
      record = null;
      readPublicRecordGrid(grid, title ?? above?.title ?? null, out);
      return;
    }
    const fields = grid.rows.map((r) => fieldOfLabel(r.label));
    if (!fields.some((f) => f && !['other', 'score', 'date'].includes(f)) && grid.history.size === 0) return;
    if (!entry || (title && entry.started)) {
      close();
      if (!title) return;
      entry = createAccountEntry(
        entryHeader(title, [title], section === 'collections'),
        scopeList(),
        section === 'collections',
      );
    }
    const current = entry as AccountEntry;
    grid.rows.forEach((row, k) => {
      const field = fields[k];
      if (!field) return;
      for (const [b, v] of row.values) current.takeForBureau(b, field, v);
    });
    for (const [b, months] of grid.history) current.takeHistory(b, months);
  };

  const readTableRows = (rows: TableRow[]) => {
    for (const row of rows) {
      if (row.score && row.bureau) {
        const n = Number(/\b(\d{3})\b/.exec(row.score)?.[1]);
        for (const b of bureausIn(row.bureau)) if (isScore(n)) out.setScore(b, n);
        continue;
      }
      if (section === 'soft-inquiries') continue;
      const accountLike = row.balance || row.status || row.number || row.pastDue;
      if (section === 'inquiries' || (!accountLike && row.date && row.creditor)) {
        const inquiry = inquiryOfRow(row, scopeList());
        if (inquiry) out.addInquiry(inquiry);
        continue;
      }
      if (!row.creditor || !accountLike) continue;
      const record: AccountRecord = {
        creditor: row.creditor,
        bureaus: row.bureau ? bureausIn(row.bureau) : scopeList(),
        fields: {},
        history: [],
        inCollections: section === 'collections',
      };
      for (const [field, value] of Object.entries(row))
        if (field !== 'creditor' && field !== 'bureau') putField(record, field as never, value);
      const account = accountOf(record);
      if (account) out.addAccount(account);
    }
  };

  // A record's title line (its kind) opens it; its "Label: value" lines follow; a line that says
  // more than the kind (a date, a case number) is a whole record on one line.
  const readPublicRecordText = (line: ReportLine, next: ReportLine | undefined) => {
    const text = withoutDecoration(line.text.trim());
    const pairs = labelledPairs(line);
    if (pairs) {
      record ??= { entry: createPublicRecordEntry('', scopeList()), title: '' };
      for (const [label, value] of pairs) record.entry.take(label, value);
      return;
    }
    close();
    // A name alone on its line with labelled details under it: the court of the record that follows.
    if (
      !recordKindWords.test(text) &&
      line.cells.length === 1 &&
      !/\d/.test(text) &&
      next &&
      labelledPairs(next)
    ) {
      record = { entry: createPublicRecordEntry(text, scopeList()), title: text };
      return;
    }
    if (!recordKindWords.test(text)) return;
    if (/\d/.test(text.replace(/chapter \d+/i, ''))) readPublicRecordLine(text, scopeList(), out);
    else record = { entry: createPublicRecordEntry(text, scopeList()), title: text };
  };

  for (let i = 0; i < lines.length; i++) {
    budget?.check();
    const line = lines[i] as ReportLine;
    const text = line.text.trim();
    const bureauPart = bureauSectionHeading(text);
    if (bureauPart && line.cells.length === 1) {
      close();
      scope = bureauPart;
      seen.bureauParts.add(bureauPart);
      section = 'accounts';
      continue;
    }
    const heading = sectionHeading(text);
    if (heading) {
      close();
      section = heading;
      pendingInquiry = null;
      continue;
    }
    if (/^back to top$/i.test(text)) {
      close();
      continue;
    }
    const header = bureauHeaderOf(line);
    if (header) {
      const grid = readBureauGrid(lines, i, header);
      readGrid(grid, header.title ?? grid.title ?? null);
      i = grid.end - 1;
      continue;
    }
    const recordColumns = section === 'public' ? recordColumnsOf(line) : null;
    if (recordColumns) {
      close();
      i = readPublicRecordTable(lines, i, recordColumns, scopeList(), out) - 1;
      continue;
    }
    const columns = tableHeaderOf(line);
    if (columns) {
      close();
      const table = readTable(lines, i, columns);
      readTableRows(table.rows);
      i = table.end - 1;
      continue;
    }
    const scores = scoresInLine(text, scope, section === 'scores');
    if (scores.length) {
      for (const [b, s] of scores) out.setScore(b, s);
      continue;
    }
    if (section === 'public') {
      readPublicRecordText(line, lines[i + 1]);
      continue;
    }
    // A bulleted line is a remark, unless a bureau table or labelled details follow it: then it is
    // their account's name, with a decoration before it.
    const below = lines[i + 1];
    if (/^[-•·*]\s/.test(text) && !(below && (bureauHeaderOf(below) || labelledPairs(below)))) continue;
    // The caption of a payment grid ("Monthly Payment History") is the account's, not a name.
    if (captionsPaymentGrid(lines, i)) continue;
    if (accountSections.includes(section)) {
      // A row of many short cells is a payment grid's (a year or "Rating", then a code per month):
      // the account's history, never a name or a label's value.
      // Only the cells that are payment codes count: a mark a report draws for an on-time month (a
      // check) says nothing the reader needs, and a row of month names holds no codes.
      if (line.cells.length >= 6) {
        entry?.addHistory(line.cells.slice(1).flatMap((c) => historyCode(c.text) ?? []));
        continue;
      }
      const pairs = labelledPairs(line) ?? columnPairs(lines, i);
      if (pairs) {
        for (const [label, value] of pairs) entry?.take(label, value);
        continue;
      }
      const head = entryHeader(
        text,
        line.cells.map((c) => c.text),
        section === 'collections',
      );
      if (opensEntry(head)) {
        close();
        entry = createAccountEntry(head, scopeList(), section === 'collections');
      } else (entry as AccountEntry | null)?.addLoose(text);
      continue;
    }
    close();
    if (section === 'inquiries') pendingInquiry = readInquiryLine(line, pendingInquiry, scopeList(), out);
  }
  close();
  out.report.layout =
    seen.grids > 0
      ? 'three-bureau-columns'
      : seen.bureauParts.size >= 2
        ? 'three-bureau-sections'
        : reportBureau
          ? `${reportBureau.toLowerCase()}-report`
          : 'three-bureau-merged';
  return out.report;
}
