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
  const byPage = new Map<number, ReportLine[]>();
  for (const l of lines) byPage.set(l.page, [...(byPage.get(l.page) ?? []), l]);
  const edgeCounts = new Map<string, number>();
  for (const pageLines of byPage.values()) {
    const edges = new Set([...pageLines.slice(0, 1), ...pageLines.slice(-1)].map((l) => shape(l.text)));
    for (const s of edges) edgeCounts.set(s, (edgeCounts.get(s) ?? 0) + 1);
  }
  const pages = byPage.size;
  const repeated = (l: ReportLine) => {
    if (pages < 2 || (edgeCounts.get(shape(l.text)) ?? 0) < Math.max(2, pages / 2)) return false;
    const pageLines = byPage.get(l.page) ?? [];
    const at = pageLines.indexOf(l);
    const atEdge = at === 0 || at === pageLines.length - 1;
    return atEdge && !sectionHeading(l.text) && !bureauSectionHeading(l.text) && !bureauHeaderOf(l);
  };
  return lines.filter((l) => !pageNumber.test(l.text.trim()) && !urlOnly.test(l.text.trim()) && !repeated(l));
}
