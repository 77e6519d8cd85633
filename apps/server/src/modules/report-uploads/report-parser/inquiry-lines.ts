import type { Bureau } from '@app/contracts/bureaus';
import { bureauNamed, bureausIn } from './bureau-names';
import { cleanCreditor, isPlausibleCreditor } from './creditor-names';
import { labelledPairs } from './labelled-lines';
import type { ParsedInquiry, ReportCollector } from './parsed-report';
import type { ReportLine } from './report-lines';
import { dateMatch, isoDateIn } from './report-values';
import { fieldOfLabel } from './report-vocabulary';

const softWords = /\b(?:soft|promotional|account review|prequalif|pre-?approved)/i;
const inquiryWords = /\s*[([]?\b(?:hard(?: inquiry)?|inquiry|individual|joint)\b[)\]]?\s*/gi;
const headerWords =
  /\b(?:date|company|creditor name|type of business|inquirer|requested on|date of request)\b/i;
const bureauWords = /\b(?:trans\s?union|experian|equifax)\b/gi;

/** The creditor of an inquiry row: the text that is neither its date, its bureaus nor the word "inquiry". */
function inquiryCreditor(line: ReportLine, dateRaw: string): string | null {
  const candidates =
    line.cells.length >= 2
      ? line.cells.map((c) => c.text).filter((c) => !dateMatch(c) && !bureauNamed(c) && !bureausIn(c).length)
      : [line.text.replace(dateRaw, ' ')];
  for (const c of candidates) {
    const name = cleanCreditor(
      c
        .replace(/\(([^)]*)\)\s*$/, (all, inner: string) =>
          bureausIn(inner).length || /hard|soft/i.test(inner) ? ' ' : all,
        )
        .replace(bureauWords, ' ')
        .replace(inquiryWords, ' '),
    );
    if (name && isPlausibleCreditor(name) && !headerWords.test(name)) return name;
  }
  return null;
}

/** One row of an inquiry list; a creditor alone on a line waits for its "Date: ..." line. Soft inquiries are skipped. */
export function readInquiryLine(
  line: ReportLine,
  pending: string | null,
  scope: Bureau[],
  out: ReportCollector,
) {
  const text = line.text.trim();
  if (softWords.test(text)) return null;
  const date = dateMatch(text);
  // A "label: value" line is a detail of the inquiry named above it ("Address: ...", "Date of Request:
  // ..."), unless its label names the creditor.
  const pairs = labelledPairs(line);
  if (pairs) {
    const named = pairs.find(([l]) => fieldOfLabel(l) === 'creditor')?.[1];
    const creditor = named ? cleanCreditor(named) : pending;
    if (!date || !creditor) return creditor;
    out.addInquiry({ creditor, date: date.iso, bureaus: bureausIn(text).length ? bureausIn(text) : scope });
    return null;
  }
  if (!date) {
    if (headerWords.test(text) || /none|no inquiries/i.test(text)) return pending;
    const name = cleanCreditor(text);
    return isPlausibleCreditor(name) ? name : pending;
  }
  const creditor = inquiryCreditor(line, date.raw) ?? pending;
  if (!creditor) return null;
  const named = bureausIn(text.replace(creditor, ' '));
  out.addInquiry({ creditor, date: date.iso, bureaus: named.length ? named : scope });
  return null;
}

/** An inquiry from a table row (Creditor | Type of Business | Date | Bureau). */
export function inquiryOfRow(
  row: { creditor?: string; date?: string; bureau?: string; type?: string },
  scope: Bureau[],
): ParsedInquiry | null {
  if (softWords.test(row.type ?? '')) return null;
  const creditor = cleanCreditor(row.creditor ?? '');
  if (!isPlausibleCreditor(creditor)) return null;
  const bureaus = bureausIn(row.bureau ?? '');
  return { creditor, date: isoDateIn(row.date), bureaus: bureaus.length ? bureaus : scope };
}

/**
 * Inquiries as a table with a column per bureau and a mark under each bureau that shows it
 * ("FALCON AUTO CREDIT  06/12/2025  X  -  X"): the row's name and date, and the bureaus marked.
 */
export function inquiriesOfMarkedRows(
  rows: { label: string; values: Map<Bureau, string> }[],
  out: ReportCollector,
) {
  const isMark = (v: string) => v.trim() !== '' && !/^[-\u2013\u2014]+$|^n\/?a$|^no$/i.test(v.trim());
  // The date cell sits left of the bureau columns: it comes in the name's row, or as a row of its own.
  let named: { creditor: string; bureaus: Bureau[] } | null = null;
  for (const row of rows) {
    const date = dateMatch(row.label);
    const bureaus = [...row.values].filter(([, v]) => isMark(v)).map(([b]) => b);
    const creditor = cleanCreditor(date ? row.label.replace(date.raw, ' ') : row.label);
    const isName = isPlausibleCreditor(creditor) && !headerWords.test(creditor);
    if (isName && bureaus.length) named = { creditor, bureaus };
    const at = isName && bureaus.length ? named : !isName ? named : null;
    if (date && at) {
      out.addInquiry({ creditor: at.creditor, date: date.iso, bureaus: at.bureaus });
      named = null;
    }
  }
}
