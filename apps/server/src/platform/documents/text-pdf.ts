import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';

const page = { width: 612, height: 792, margin: 72 }; // US Letter, 1-inch margins
const fontSize = 11;
const lineHeight = 15;

// The standard PDF fonts cover WinAnsi only; anything else is replaced rather than failing.
const winAnsiSafe = (s: string) =>
  s
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[^\x20-\x7E\xA0-\xFF\u2013\u2014\u2022\u2026\u20AC]/g, '?');

function wrap(text: string, font: PDFFont, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    if (paragraph.trim() === '') {
      lines.push('');
      continue;
    }
    let line = '';
    for (const word of paragraph.split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, fontSize) <= width || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** A print-ready US Letter PDF of plain text: wrapped, paginated, page numbers in the footer. */
export async function textToPdf(text: string, meta: { title: string; bold?: (line: string) => boolean }) {
  return textsToPdf([text], meta);
}

/**
 * Several texts in one PDF, each starting on a new page and numbered on its own ("Page 1 of 2"):
 * a batch of letters to print, each with its envelope's cover sheet.
 */
export async function textsToPdf(texts: string[], meta: { title: string; bold?: (line: string) => boolean }) {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setCreator('Credit Repair Platform');
  const regular = await doc.embedFont(StandardFonts.TimesRoman);
  const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
  const perPage = Math.floor((page.height - 2 * page.margin) / lineHeight);
  for (const text of texts) {
    const lines = wrap(winAnsiSafe(text), regular, page.width - 2 * page.margin);
    const pages = Math.max(1, Math.ceil(lines.length / perPage));
    for (let p = 0; p < pages; p++) {
      const pdfPage = doc.addPage([page.width, page.height]);
      lines.slice(p * perPage, (p + 1) * perPage).forEach((line, i) => {
        pdfPage.drawText(line, {
          x: page.margin,
          y: page.height - page.margin - (i + 1) * lineHeight,
          size: fontSize,
          font: meta.bold?.(line) ? bold : regular,
        });
      });
      if (pages > 1) {
        pdfPage.drawText(`Page ${p + 1} of ${pages}`, {
          x: page.width / 2 - 25,
          y: 36,
          size: 9,
          font: regular,
        });
      }
    }
  }
  return Buffer.from(await doc.save());
}
