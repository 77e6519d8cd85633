import { readFileSync } from 'node:fs';
import path from 'node:path';
import { reportReadFailureText } from '@app/contracts/report-read-failures';
import { describe, expect, it } from 'vitest';
import { fileTypeOf } from '../../../platform/files/file-signature';
import { parseReport } from '../report-parser/parse-report';
import { analysisOf } from '../report-parser/report-analysis';
import { matchItems } from '../sample-reports/parse-scoring';
import { sampleHtml } from '../sample-reports/render-sample';
import { generateSample } from '../sample-reports/sample-layouts';
import { passwordProtectedPdf, scannedPdf } from '../sample-reports/unreadable-samples';
import { readHtmlLines } from './html-text';
import { readReport } from './read-report';
import { createReadingBudget } from './reading-budget';
import { UnreadableReportError } from './report-read-errors';

const fixtures = path.resolve(import.meta.dirname, '../../../../test/fixtures/credit-reports');
const today = '2025-12-01';
const negativesOf = (a: ReturnType<typeof analysisOf>) =>
  a.issuesFound.filter((i) => !['INQUIRY', 'PUBLIC_RECORD', 'BANKRUPTCY'].includes(i.type));

async function refusal(work: Promise<unknown>) {
  try {
    await work;
  } catch (err) {
    return err as UnreadableReportError;
  }
  throw new Error('expected the file to be refused');
}

describe('reading a saved monitoring-service page (HTML) from its DOM', () => {
  it('knows a saved page by its content, whatever its name says', () => {
    expect(fileTypeOf(Buffer.from('\uFEFF  <!DOCTYPE html><html><body>x</body></html>'))).toBe('HTML');
    expect(fileTypeOf(Buffer.from('<table><tr><td>Balance</td></tr></table>'))).toBe('HTML');
    expect(fileTypeOf(Buffer.from('Name: not a report at all'))).toBeNull();
    expect(fileTypeOf(Buffer.from('<html>\u0000binary'))).toBeNull();
  });

  // The fictional sample reports kept with the tests (apps/server/test/fixtures), as the bench reads them.
  it('reads the IdentityIQ page as its PDF print is read', () => {
    const file = path.join(fixtures, 'identityiq_fixture_iiq1.html');
    const expected = JSON.parse(
      readFileSync(path.join(fixtures, 'identityiq_fixture_iiq1.expected.json'), 'utf8'),
    );
    const a = analysisOf(parseReport(readHtmlLines(readFileSync(file))), 'html', today);
    const wanted = expected.negative_items.map((n: { creditor: string; type: string }) => ({
      creditor: n.creditor,
      type: n.type.toUpperCase(),
    }));
    const matched = matchItems(wanted, negativesOf(a));
    expect(matched.missed).toEqual([]);
    expect(matched.extra).toEqual([]);
    expect(a.scores).toEqual({ TRANSUNION: 548, EXPERIAN: 561, EQUIFAX: 552 });
    expect(a.inquiries.map((i) => i.creditor).sort()).toEqual([
      'CREDIT ONE BANK',
      'SYNCB/AMAZON',
      'WESTLAKE FINANCIAL',
    ]);
  });

  it('reads generated reports saved as HTML pages (tables, cards, listings)', () => {
    for (const layout of ['grid-wide', 'sections-table', 'held-printed-cards', 'held-bureau-rows']) {
      const sample = generateSample(layout, 7);
      const a = analysisOf(parseReport(readHtmlLines(Buffer.from(sampleHtml(sample)))), 'html', today);
      const matched = matchItems(sample.expected.negatives, negativesOf(a));
      expect(matched.missed, layout).toEqual([]);
      expect(matched.extra, layout).toEqual([]);
      expect(a.scores, layout).toEqual(sample.expected.scores);
    }
  });

  it('refuses a page with no report text', () => {
    expect(() => readHtmlLines(Buffer.from('<html><body><script>x()</script></body></html>'))).toThrow(
      UnreadableReportError,
    );
  });
});

describe('bad PDFs', () => {
  it('refuses a password-protected PDF with its own words and next step', async () => {
    const err = await refusal(readReport(passwordProtectedPdf(), 'PDF'));
    expect(err).toBeInstanceOf(UnreadableReportError);
    expect(err.reason).toBe('PASSWORD_PROTECTED');
    expect(err.message).toBe(reportReadFailureText('PASSWORD_PROTECTED'));
  });

  it('refuses a corrupt PDF', async () => {
    const corrupt = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(500, 0x41)]);
    expect((await refusal(readReport(corrupt, 'PDF'))).reason).toBe('DAMAGED_FILE');
  });

  it('stops reading at the time limit', async () => {
    let clock = 0;
    const budget = createReadingBudget(1000, () => clock);
    clock = 5000;
    const sample = generateSample('grid-wide', 3);
    const err = await refusal(readReport(Buffer.from(sampleHtml(sample)), 'HTML', budget));
    expect(err.reason).toBe('TOO_SLOW');
    expect(err.message).toBe(reportReadFailureText('TOO_SLOW'));
  });

  it('reads a scanned PDF (no text layer) by OCR', { timeout: 180_000 }, async () => {
    const pdf = await scannedPdf([
      [
        'EQUIFAX CREDIT REPORT',
        'CREDIT SCORE: 642',
        '',
        'COLLECTION ACCOUNTS',
        'ACME RECOVERY GROUP',
        'BALANCE: $1,250',
      ],
    ]);
    const text = await readReport(pdf, 'PDF');
    expect(text.extraction).toBe('ocr');
    const a = analysisOf(parseReport(text.lines), text.extraction, today);
    expect(a.creditScore).toBe(642);
    expect(a.issuesFound.find((i) => i.type === 'COLLECTION')?.creditor).toMatch(/ACME RECOVERY GROUP/);
  });
});
