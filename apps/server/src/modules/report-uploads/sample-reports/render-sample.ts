import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { SampleReport } from './sample-report-model';

const defaultTab = 40;

/** The report as a US Letter PDF with a real text layer, each cell drawn where its column starts. */
export async function samplePdf(report: SampleReport): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const size = 9;
  const lineHeight = 13;
  let page = doc.addPage([612, 792]);
  let y = 750;
  for (const row of report.rows) {
    if (y < 50) {
      page = doc.addPage([612, 792]);
      y = 750;
    }
    row.cells.forEach((text, i) => {
      if (text) page.drawText(text, { x: row.tabs?.[i] ?? defaultTab, y, size, font });
    });
    y -= lineHeight;
  }
  return Buffer.from(await doc.save());
}

/** The same report as plain text, columns separated by runs of spaces. */
export function sampleText(report: SampleReport): string {
  return report.rows
    .map((row) => {
      let out = '';
      row.cells.forEach((text, i) => {
        const col = Math.round((row.tabs?.[i] ?? defaultTab) / 4);
        out = out.padEnd(Math.max(col, out.length + (out ? 2 : 0)), ' ') + text;
      });
      return out;
    })
    .join('\n');
}
