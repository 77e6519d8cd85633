import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { PrintMailAddress } from '../../integrations/print-mail/print-mail.port';
import { letterPage, winAnsiSafe, wrap } from '../../platform/documents/text-pdf';

/** A document from the vault enclosed with the letter. */
export interface Enclosure {
  documentId: number;
  title: string;
  contentType: string;
  bytes: Uint8Array;
  /** A copy with the Social Security and account numbers covered up to their last 4 digits. */
  masked: boolean;
}

const inch = 72;
const addressLines = (a: PrintMailAddress) =>
  [a.name, a.line1, a.line2, `${a.city}, ${a.state} ${a.zip}`].filter((l): l is string => !!l?.trim());

/**
 * What the print shop prints, in order: an address sheet laid out for a #10 double-window envelope
 * (the consumer's return address in the upper window, the bureau's in the lower, the date, how it is
 * sent, the list of enclosures), the approved letter as written, then each enclosure on its own pages.
 */
export async function printedLetter(input: {
  from: PrintMailAddress;
  to: PrintMailAddress;
  date: string;
  letterText: string;
  reference: string;
  enclosures: Enclosure[];
}) {
  const doc = await PDFDocument.create();
  doc.setTitle(`Dispute letter ${input.reference}`);
  doc.setCreator('Credit Repair Platform');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const serif = await doc.embedFont(StandardFonts.TimesRoman);
  const top = letterPage.height;

  const sheet = doc.addPage([letterPage.width, letterPage.height]);
  const draw = (lines: string[], x: number, y: number, size = 10, f = font) =>
    lines.forEach((line, i) => {
      sheet.drawText(winAnsiSafe(line), { x, y: y - i * (size + 3), size, font: f });
    });
  // Upper window: return address, 0.6 in from the left and top edges.
  draw(addressLines(input.from), 0.6 * inch, top - 0.75 * inch);
  // Lower window: the recipient, 2 in from the top (a #10 double-window envelope's address window).
  draw(addressLines(input.to), 0.6 * inch, top - 2.1 * inch, 11, bold);
  draw(
    [
      `Date: ${input.date}`,
      'Sent by USPS Certified Mail with an electronic return receipt',
      `Reference: ${input.reference}`,
      '',
      input.enclosures.length ? `Enclosures (${input.enclosures.length}):` : 'Enclosures: none',
      ...input.enclosures.map(
        (e, i) => `  ${i + 1}. ${e.title}${e.masked ? ' (numbers covered to the last 4 digits)' : ''}`,
      ),
    ],
    0.6 * inch,
    top - 4 * inch,
  );

  // The letter, as the consumer approved it.
  const lineHeight = 15;
  const perPage = Math.floor((letterPage.height - 2 * letterPage.margin) / lineHeight);
  const lines = wrap(winAnsiSafe(input.letterText), serif, letterPage.width - 2 * letterPage.margin);
  for (let p = 0; p * perPage < Math.max(lines.length, 1); p++) {
    const page = doc.addPage([letterPage.width, letterPage.height]);
    lines.slice(p * perPage, (p + 1) * perPage).forEach((line, i) => {
      page.drawText(line, {
        x: letterPage.margin,
        y: top - letterPage.margin - (i + 1) * lineHeight,
        size: 11,
        font: serif,
      });
    });
  }

  for (const enclosure of input.enclosures) await appendEnclosure(doc, enclosure);
  const bytes = await doc.save();
  return { bytes, pages: doc.getPageCount() };
}

async function appendEnclosure(doc: PDFDocument, enclosure: Enclosure) {
  if (enclosure.contentType === 'application/pdf') {
    const source = await PDFDocument.load(enclosure.bytes, { ignoreEncryption: false });
    for (const page of await doc.copyPages(source, source.getPageIndices())) doc.addPage(page);
    return;
  }
  const image =
    enclosure.contentType === 'image/png'
      ? await doc.embedPng(enclosure.bytes)
      : await doc.embedJpg(enclosure.bytes);
  const page = doc.addPage([letterPage.width, letterPage.height]);
  const box = { w: letterPage.width - 2 * inch, h: letterPage.height - 2 * inch };
  const scale = Math.min(box.w / image.width, box.h / image.height, 1);
  page.drawImage(image, {
    x: inch,
    y: letterPage.height - inch - image.height * scale,
    width: image.width * scale,
    height: image.height * scale,
  });
}
