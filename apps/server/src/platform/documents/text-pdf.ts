import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';

/** US Letter with 1-inch margins, in PDF points. */
export const letterPage = { width: 612, height: 792, margin: 72 } as const;
const fontSize = 11;
const lineHeight = 15;

// The standard PDF fonts cover WinAnsi only; anything else is replaced rather than failing. Line
// breaks are kept (the layout splits paragraphs on them) and a tab is a few spaces.
export const winAnsiSafe = (s: string) =>
  s
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, '    ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[^\n\x20-\x7E\xA0-\xFF\u2013\u2014\u2022\u2026\u20AC]/g, '?');

/** A word wider than the line is cut into pieces that fit, so nothing runs past the margin. */
function pieces(word: string, font: PDFFont, width: number, size: number): string[] {
  if (font.widthOfTextAtSize(word, size) <= width) return [word];
  const out: string[] = [];
  let piece = '';
  for (const ch of word) {
    if (piece && font.widthOfTextAtSize(piece + ch, size) > width) {
      out.push(piece);
      piece = '';
    }
    piece += ch;
  }
  return piece ? [...out, piece] : out;
}

/** Lines no wider than `width` at `size`; a paragraph keeps its indentation on its first line. */
export function wrap(text: string, font: PDFFont, width: number, size = fontSize): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    if (paragraph.trim() === '') {
      lines.push('');
      continue;
    }
    let line = paragraph.match(/^ */)?.[0] ?? '';
    let empty = true;
    for (const word of paragraph
      .trim()
      .split(/\s+/)
      .flatMap((w) => pieces(w, font, width, size))) {
      const candidate = empty ? `${line}${word}` : `${line} ${word}`;
      if (empty || font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
      empty = false;
    }
    lines.push(line);
  }
  return lines;
}

/** A print-ready US Letter PDF of plain text: wrapped, paginated, page numbers in the footer. */
interface PdfMeta {
  title: string;
  bold?: (line: string) => boolean;
  /** The company the document is from (the organization's), written as the PDF's author and creator. */
  author?: string;
}

export async function textToPdf(text: string, meta: PdfMeta) {
  return textsToPdf([text], meta);
}

/**
 * A part of a sectioned document: a plain line, a section of paragraphs under a heading, or a list
 * under a heading (its lines indented, `none` said when it is empty, so an empty one still reads).
 */
export type PdfPart =
  | string
  | { heading: string; paragraphs: string[] }
  | { heading: string; lines: string[]; none: string };

/** A titled PDF of sections, the title and each heading in bold. */
export function sectionedPdf(title: string, parts: PdfPart[]) {
  const headings = new Set([title]);
  const text = [title];
  for (const part of parts) {
    if (typeof part === 'string') {
      text.push(part);
      continue;
    }
    headings.add(part.heading);
    if ('paragraphs' in part) text.push(part.heading, ...part.paragraphs.map((p) => `${p}\n`));
    else text.push(part.heading, ...(part.lines.length ? part.lines : [part.none]).map((l) => `  ${l}`), '');
  }
  return textToPdf(text.join('\n'), { title, bold: (line) => headings.has(line) });
}

/**
 * Several texts in one PDF, each starting on a new page and numbered on its own ("Page 1 of 2"):
 * a batch of letters to print, each with its envelope's cover sheet.
 */
export async function textsToPdf(texts: string[], meta: PdfMeta) {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setCreator(meta.author ?? 'Credit Repair Platform');
  if (meta.author) doc.setAuthor(meta.author);
  const regular = await doc.embedFont(StandardFonts.TimesRoman);
  const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
  const perPage = Math.floor((letterPage.height - 2 * letterPage.margin) / lineHeight);
  for (const text of texts) {
    const lines = wrap(winAnsiSafe(text), regular, letterPage.width - 2 * letterPage.margin);
    const pages = Math.max(1, Math.ceil(lines.length / perPage));
    for (let p = 0; p < pages; p++) {
      const pdfPage = doc.addPage([letterPage.width, letterPage.height]);
      lines.slice(p * perPage, (p + 1) * perPage).forEach((line, i) => {
        pdfPage.drawText(line, {
          x: letterPage.margin,
          y: letterPage.height - letterPage.margin - (i + 1) * lineHeight,
          size: fontSize,
          font: meta.bold?.(line) ? bold : regular,
        });
      });
      if (pages > 1) {
        pdfPage.drawText(`Page ${p + 1} of ${pages}`, {
          x: letterPage.width / 2 - 25,
          y: 36,
          size: 9,
          font: regular,
        });
      }
    }
  }
  return Buffer.from(await doc.save());
}
