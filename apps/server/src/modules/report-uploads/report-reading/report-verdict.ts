import type { ReportReadFailureCode } from '@app/contracts/report-read-failures';
import type { AiAnalysis } from '@app/contracts/report-uploads.contract';
import type { ReportLine } from '../report-parser/report-lines';

// What any credit report shows somewhere, whatever its layout: a bureau, a score model, its sections.
const reportWords = [
  /\b(?:equifax|experian|trans\s?union)\b/i,
  /\bcredit\s+(?:report|file|score|history)\b/i,
  /\b(?:fico|vantage\s?score)\b/i,
  /\b(?:trade\s?lines?|inquir(?:y|ies)|collections?|public\s+records?)\b/i,
  /\b(?:account\s+(?:number|#|no\.?|status|type)|payment\s+(?:history|status)|date\s+opened)\b/i,
  /\b(?:creditor|balance|high\s+credit|credit\s+limit|past\s+due)\b/i,
];

/** Whether a text that gave nothing reads like a credit report at all: two kinds of its words at least. */
function readsLikeCreditReport(lines: ReportLine[]): boolean {
  const text = lines.map((l) => l.text).join('\n');
  return reportWords.filter((w) => w.test(text)).length >= 2;
}

/** The bureaus a reading saw: its scores, and the bureaus of its accounts, items, inquiries and records. */
function bureausShown(a: AiAnalysis): Set<string> {
  return new Set([
    ...Object.keys(a.scores),
    ...[...a.accounts, ...a.issuesFound, ...a.inquiries, ...a.publicRecords].flatMap((x) => x.bureaus),
  ]);
}

/**
 * Why a report that was read must still not be imported, or null: nothing found in it (not a credit
 * report, or a layout the reader does not know), or one bureau where the upload said three.
 */
export function readingFailure(
  a: AiAnalysis,
  lines: ReportLine[],
  triBureau: boolean,
): ReportReadFailureCode | null {
  const empty = a.creditScore === null && a.issuesFound.length === 0 && a.accounts.length === 0;
  if (empty && a.inquiries.length === 0 && a.publicRecords.length === 0) {
    return readsLikeCreditReport(lines) ? 'LAYOUT_NOT_RECOGNISED' : 'NOT_A_CREDIT_REPORT';
  }
  if (triBureau && bureausShown(a).size <= 1) return 'ONE_BUREAU_ONLY';
  return null;
}
