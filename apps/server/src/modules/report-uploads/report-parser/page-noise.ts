import { bureauHeaderOf } from './bureau-columns';
import type { ReportLine } from './report-lines';
import { bureauSectionHeading, sectionHeading } from './report-sections';

const pageNumber = /^(?:page\s*)?\d{1,3}\s*(?:of|\/)\s*\d{1,3}$|^page\s+\d{1,3}$|^-\s*\d{1,3}\s*-$/i;
const urlOnly = /^(?:https?:\/\/|www\.)\S+$/i;
const shape = (text: string) => text.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Drops what a printed report repeats on every page (running headers and footers, page numbers, the
 * page's address): they are not items, and a date in them is not a creditor.
 */
export function withoutPageNoise(lines: ReportLine[]): ReportLine[] {
  // Linear in the lines: a saved page is one "page" of maybe tens of thousands of lines.
  const byPage = new Map<number, ReportLine[]>();
  for (const l of lines) {
    const pageLines = byPage.get(l.page);
    if (pageLines) pageLines.push(l);
    else byPage.set(l.page, [l]);
  }
  const edgeCounts = new Map<string, number>();
  for (const pageLines of byPage.values()) {
    const edges = new Set([...pageLines.slice(0, 1), ...pageLines.slice(-1)].map((l) => shape(l.text)));
    for (const s of edges) edgeCounts.set(s, (edgeCounts.get(s) ?? 0) + 1);
  }
  const pages = byPage.size;
  const repeated = (l: ReportLine) => {
    if (pages < 2 || (edgeCounts.get(shape(l.text)) ?? 0) < Math.max(2, pages / 2)) return false;
    const pageLines = byPage.get(l.page) ?? [];
    const atEdge = pageLines[0] === l || pageLines[pageLines.length - 1] === l;
    return atEdge && !sectionHeading(l.text) && !bureauSectionHeading(l.text) && !bureauHeaderOf(l);
  };
  return lines.filter((l) => !pageNumber.test(l.text.trim()) && !urlOnly.test(l.text.trim()) && !repeated(l));
}
