import { describe, expect, it } from 'vitest';
import { fileTypeOf } from '../../../platform/files/file-signature';
import { parseReport } from '../report-parser/parse-report';
import { analysisOf } from '../report-parser/report-analysis';
import { textToPng } from '../sample-reports/bitmap-text-png';
import { readImageLines } from './image-ocr';

describe('reading a photographed report by OCR (English data from the npm package, no download)', () => {
  it('finds the score, a collection and an inquiry in a PNG', { timeout: 120_000 }, async () => {
    const png = textToPng([
      'EQUIFAX CREDIT REPORT',
      'CREDIT SCORE: 642',
      '',
      'COLLECTION ACCOUNTS',
      'ACME RECOVERY GROUP',
      'ACCOUNT NUMBER: *4821',
      'BALANCE: $1,250',
      'STATUS: UNPAID',
      '',
      'HARD INQUIRIES',
      'RIVERSTONE LOANS      03/14/2025',
    ]);
    expect(fileTypeOf(png)).toBe('PNG');
    const analysis = analysisOf(parseReport(await readImageLines([png])), 'ocr', '2025-12-01');
    expect(analysis.creditScore).toBe(642);
    const collection = analysis.issuesFound.find((i) => i.type === 'COLLECTION');
    expect(collection?.creditor).toMatch(/ACME RECOVERY GROUP/);
    expect(collection?.amount).toBe(1250);
    expect(collection?.accountLast4).toBe('4821');
    expect(collection?.bureaus).toEqual(['EQUIFAX']);
    expect(analysis.inquiries.map((i) => i.creditor)).toEqual(['RIVERSTONE LOANS']);
  });
});
