import { describe, expect, it } from 'vitest';
import { documentPdf } from '../documents/sample-documents';
import { readImageLines } from '../report-uploads/report-reading/image-ocr';
import { readPdfLines, scannedPages } from '../report-uploads/report-reading/pdf-text';
import { textToPng } from '../report-uploads/sample-reports/bitmap-text-png';
import { boxesToCover, maskEnclosure, maskedText, rangesToCover } from './enclosure-masking';

const text = (lines: { text: string }[]) => lines.map((l) => l.text).join('\n');

describe('an enclosure mailed with its numbers covered to their last 4 digits', () => {
  it('covers Social Security and account numbers, not dates, ZIP codes or phone numbers', () => {
    expect(maskedText('SSN 123-45-6789 and 123 45 6789')).toBe('SSN XXX-XX-6789 and XXX XX 6789');
    expect(maskedText('Account 4111111111111111')).toBe('Account XXXXXXXXXXXX1111');
    const kept = 'Due 11/01/2026, Atlanta GA 30374-0256, call (555) 123-4567, invoice A12345678';
    expect(rangesToCover(kept)).toEqual([]);
  });

  it('maps a number read as three words back onto each word’s share of its box', () => {
    const word = (t: string, x0: number) => ({
      text: t,
      bbox: { x0, x1: x0 + t.length * 10, y0: 0, y1: 20 },
    });
    const boxes = boxesToCover([word('SSN', 0), word('123', 40), word('45', 80), word('6789', 110)]);
    // "123" whole, "45" whole, nothing of "6789".
    expect(boxes).toHaveLength(2);
    expect(boxes[0]?.x1).toBe(70);
    expect(boxes[1]?.x1).toBe(100);
  });

  it('sets a text page again with the digits replaced, so the file keeps no full SSN', async () => {
    const pdf = await documentPdf('Pay statement for Test User\nSSN 123-45-6789\nNet pay 1,234.00', 1);
    const masked = await maskEnclosure({ contentType: 'application/pdf', bytes: pdf });
    expect(masked.covered).toBe(1);
    const read = text(await readPdfLines(masked.bytes));
    expect(read).toContain('XXX-XX-6789');
    expect(read).not.toMatch(/123-45/);
    expect(read).toContain('Net pay 1,234.00');
  });

  it('keeps a page with nothing to cover as it was', async () => {
    const pdf = await documentPdf(
      'Electric bill for Test User\nService address 12 Main Street\nAmount due $84.20',
      1,
    );
    const masked = await maskEnclosure({ contentType: 'application/pdf', bytes: pdf });
    expect(masked.covered).toBe(0);
    expect(text(await readPdfLines(masked.bytes))).toContain('Amount due $84.20');
  });

  it('paints over the digits of a photographed card, read by OCR', { timeout: 120_000 }, async () => {
    const png = textToPng(['SOCIAL SECURITY ADMINISTRATION', 'NUMBER 123-45-6789', 'JANE Q SAMPLE']);
    const masked = await maskEnclosure({ contentType: 'image/png', bytes: png });
    expect(masked.covered).toBe(1);
    const read = text(await readImageLines(await scannedPages(masked.bytes)));
    expect(read).toContain('SOCIAL SECURITY');
    expect(read).not.toMatch(/123.?45/);
    expect(read).toContain('SAMPLE');
  });
});
