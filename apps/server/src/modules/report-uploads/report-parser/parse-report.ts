import type { Bureau } from '@app/contracts/bureaus';
import { parseLineReport } from './line-report-layout';
import { createReportCollector, type ParsedReport } from './parsed-report';
import type { ReportLine } from './report-lines';
import { bureausIn } from './report-patterns';
import { bureauSectionHeading } from './report-sections';
import { bureauHeaderOf, parseSideBySide } from './side-by-side-layout';

/** Which layout a report has, from its first lines and its headings. */
function layoutOf(lines: ReportLine[]): { layout: string; reportBureau: Bureau | null } {
  if (lines.some((l) => bureauHeaderOf(l))) return { layout: 'three-bureau-columns', reportBureau: null };
  const sections = new Set(lines.map((l) => bureauSectionHeading(l.text)).filter(Boolean));
  if (sections.size >= 2) return { layout: 'three-bureau-sections', reportBureau: null };
  const opening = lines
    .slice(0, 12)
    .map((l) => l.text)
    .join(' ');
  const named = bureausIn(opening);
  if (/tri-?\s?bureau|3-?\s?bureau|three[- ]bureau/i.test(opening))
    return { layout: 'three-bureau-merged', reportBureau: null };
  if (named.length === 1 && !/tri-?\s?bureau|3-?\s?bureau|three[- ]bureau/i.test(opening)) {
    return { layout: `${(named[0] as string).toLowerCase()}-report`, reportBureau: named[0] as Bureau };
  }
  if (sections.size === 1) {
    const only = [...sections][0] as Bureau;
    return { layout: `${only.toLowerCase()}-report`, reportBureau: only };
  }
  return { layout: named.length >= 2 ? 'three-bureau-merged' : 'single-report', reportBureau: null };
}

/** Finds the scores, accounts, negative items, inquiries and public records of a report's text. */
export function parseReport(lines: ReportLine[]): ParsedReport {
  const { layout, reportBureau } = layoutOf(lines);
  const out = createReportCollector(layout);
  if (layout === 'three-bureau-columns') parseSideBySide(lines, out);
  else parseLineReport(lines, out, reportBureau);
  return out.report;
}
