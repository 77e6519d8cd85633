import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { letterPage, textToPdf, winAnsiSafe, wrap } from './text-pdf';

describe('plain text as PDF pages', () => {
  it('keeps line breaks and paragraphs rather than turning them into question marks', () => {
    expect(winAnsiSafe('Dear Sir,\r\n\r\nI dispute\tthis “item”.\n')).toBe(
      'Dear Sir,\n\nI dispute    this "item".\n',
    );
    expect(winAnsiSafe('Name: 李')).toBe('Name: ?');
  });

  it('wraps to the margins, keeps a line’s indentation and cuts a word too long for a line', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.TimesRoman);
    const width = letterPage.width - 2 * letterPage.margin;
    const lines = wrap(`Creditor details:\n  Account: ending in 1234\n\n${'x'.repeat(400)}`, font, width);
    expect(lines.slice(0, 3)).toEqual(['Creditor details:', '  Account: ending in 1234', '']);
    expect(lines.length).toBeGreaterThan(4);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 11)).toBeLessThanOrEqual(width);
    expect(lines.slice(3).join('')).toBe('x'.repeat(400));
  });

  it('numbers the pages of a text longer than one page', async () => {
    const pdf = await PDFDocument.load(await textToPdf('Line\n'.repeat(100), { title: 'Long' }));
    expect(pdf.getPageCount()).toBe(3);
  });
});
