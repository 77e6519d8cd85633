import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import type { SampleReport, SampleRow } from './sample-report-model';

const defaultTab = 40;
const size = 9;
const lineHeight = 13;
// Wrapped lines inside one table cell sit closer than table rows, which carry the cell's padding.
const wrappedLineHeight = 10;
const cellPadding = 6;
const top = 740;
const bottom = 50;

/** A cell's text broken into lines that fit its column (the whole text when the column has no width). */
function wrap(text: string, width: number | undefined, fits: (s: string) => boolean): string[] {
  if (!width || fits(text)) return [text];
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/(?<=[\s/])/)) {
    const next = current + word;
    if (current && !fits(next.trimEnd())) {
      lines.push(current.trimEnd());
      current = word.trimStart();
    } else current = next;
  }
  if (current.trim()) lines.push(current.trimEnd());
  return lines;
}

interface PlacedCell {
  text: string;
  x: number;
  /** Lines below the row's top, in wrapped-line steps. */
  offset: number;
}

/** A row's cells as lines: wrapped where the column is narrow, aligned at the top or in the middle. */
function layoutRow(row: SampleRow, fits: (s: string, width: number) => boolean) {
  const wrapped = row.cells.map((text, i) => {
    const width = row.widths?.[i];
    return wrap(text, width, (s) => fits(s, width ?? Number.POSITIVE_INFINITY));
  });
  const lines = Math.max(1, ...wrapped.map((w) => w.length));
  const placed: PlacedCell[] = [];
  wrapped.forEach((cellLines, i) => {
    const shift = row.align === 'middle' ? (lines - cellLines.length) / 2 : 0;
    cellLines.forEach((text, k) => {
      if (text) placed.push({ text, x: row.tabs?.[i] ?? defaultTab, offset: shift + k });
    });
  });
  return { placed, lines };
}

/**
 * What the standard font can draw of a text: a keycap ("1", U+FE0F, U+20E3) and other characters
 * outside WinAnsi are left out, as a font without those glyphs leaves them out. The HTML rendering
 * keeps them, so the readers still meet them there.
 */
const drawable = (text: string) =>
  text
    .replace(/\d\uFE0F?\u20E3/gu, '')
    .replace(/[^\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2018-\u201E\u2022\u2026\u2039\u203A\u20AC\u2122]/gu, '')
    .trim();

/** The report as a US Letter PDF with a real text layer, each cell drawn where its column starts. */
export async function samplePdf(report: SampleReport): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font: PDFFont = await doc.embedFont(StandardFonts.Helvetica);
  const fits = (s: string, width: number) => font.widthOfTextAtSize(s, size) <= width - 4;
  let page = doc.addPage([612, 792]);
  let y = top;
  for (const row of report.rows) {
    const { placed, lines } = layoutRow(row, fits);
    const step = row.widths ? wrappedLineHeight : lineHeight;
    const height = (lines - 1) * step + (row.widths ? lineHeight + cellPadding : lineHeight);
    if (row.pageBreak || y - height < bottom) {
      page = doc.addPage([612, 792]);
      y = top;
    }
    const pad = row.widths ? cellPadding / 2 : 0;
    for (const cell of placed)
      page.drawText(drawable(cell.text), { x: cell.x, y: y - pad - cell.offset * step, size, font });
    y -= height;
  }
  const pages = doc.getPages();
  pages.forEach((p, i) => {
    if (report.print?.header) p.drawText(report.print.header, { x: 40, y: 770, size: 7, font });
    const footer = report.print?.footer?.(i + 1, pages.length);
    if (footer) p.drawText(footer, { x: 250, y: 25, size: 7, font });
  });
  return Buffer.from(await doc.save());
}

/** The same report as plain text, columns separated by runs of spaces; wrapped cells continue below. */
export function sampleText(report: SampleReport): string {
  const out: string[] = [];
  if (report.print?.header) out.push(report.print.header);
  for (const row of report.rows) {
    if (row.pageBreak && report.print?.footer) out.push('', report.print.footer(1, 1), '');
    const { placed, lines } = layoutRow({ ...row, align: 'top' }, (s, width) => s.length * 4.6 <= width - 4);
    for (let k = 0; k < lines; k++) {
      let text = '';
      for (const cell of placed.filter((c) => c.offset === k)) {
        const col = Math.round(cell.x / 4);
        text = text.padEnd(Math.max(col, text.length + (text ? 2 : 0)), ' ') + cell.text;
      }
      out.push(text);
    }
  }
  return out.join('\n');
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The report as a saved monitoring-service page: rows with several cells become table rows. */
export function sampleHtml(report: SampleReport): string {
  const body: string[] = [];
  let inTable = false;
  for (const row of report.rows) {
    const tabular = row.cells.length > 1;
    if (tabular && !inTable) body.push('<table class="rpt-table">');
    if (!tabular && inTable) body.push('</table>');
    inTable = tabular;
    if (tabular) body.push(`<tr>${row.cells.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`);
    else body.push(`<div class="rpt-line">${escapeHtml(row.cells[0] ?? '')}</div>`);
  }
  if (inTable) body.push('</table>');
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>${escapeHtml(report.name)}</title>
<style>td { padding: 2px 8px; } .rpt-line { margin: 4px 0; }</style>
<script>window.analytics = { page: "report" };</script></head>
<body>${report.print?.header ? `<header>${escapeHtml(report.print.header)}</header>` : ''}
${body.join('\n')}
</body></html>`;
}

/** Pages of a generated PDF (the bench sizes its ten-page report with it). */
export async function samplePageCount(pdf: Uint8Array): Promise<number> {
  return (await PDFDocument.load(pdf)).getPageCount();
}
