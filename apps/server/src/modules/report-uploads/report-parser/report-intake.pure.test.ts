import { describe, expect, it } from 'vitest';
import { readHtmlLines } from '../report-reading/html-text';
import { readPdfLines } from '../report-reading/pdf-text';
import { matchItems } from '../sample-reports/parse-scoring';
import { sampleHtml, samplePdf } from '../sample-reports/render-sample';
import { expectedOf, sampleCreditFile } from '../sample-reports/sample-credit-file';
import { type SampleReport, seededRandom } from '../sample-reports/sample-report-model';
import { sampleStyle } from '../sample-reports/sample-style';
import { type WordTableOptions, wordTables } from '../sample-reports/word-table-layouts';
import { parseReport } from './parse-report';
import { analysisOf } from './report-analysis';
import { linesFromPlainText } from './report-lines';

// The audit's age rules run against a fixed day, never the machine's clock.
const today = '2025-12-01';

/**
 * A word-processor report (one table per section) drawn with the given options. An even seed leaves
 * items out of some bureaus' columns, a seed divisible by three writes dates and amounts in other
 * formats: each test's two or three seeds between them take both sides of both.
 */
function wordReport(seed: number, o: WordTableOptions): SampleReport {
  const r = seededRandom(seed);
  const file = sampleCreditFile(r, { courtRecords: true, partial: seed % 2 === 0 });
  const style = sampleStyle(r, { otherFormats: seed % 3 === 0 });
  return {
    name: `word-${seed}-${o.scores}-${o.records}`,
    rows: wordTables(file, style, r, o),
    expected: expectedOf(file, { courts: true }),
  };
}
const readers = {
  pdf: async (s: SampleReport) => readPdfLines(await samplePdf(s)),
  html: async (s: SampleReport) => readHtmlLines(Buffer.from(sampleHtml(s))),
};
const negativesOf = (a: ReturnType<typeof analysisOf>) =>
  a.issuesFound.filter((i) => !['INQUIRY', 'PUBLIC_RECORD', 'BANKRUPTCY'].includes(i.type));
const recordsOf = (a: ReturnType<typeof analysisOf>) =>
  a.issuesFound.filter((i) => i.type === 'PUBLIC_RECORD' || i.type === 'BANKRUPTCY');

describe('public records by court and case number', () => {
  for (const records of ['grid', 'labelled', 'table'] as const) {
    it(`reads court, case, filing date, kind, amount and status from records printed as a ${records}`, async () => {
      for (const seed of [2, 3]) {
        const sample = wordReport(seed, { scores: 'columns', records, repeatSections: seed % 2 === 0 });
        for (const read of Object.values(readers)) {
          const a = analysisOf(parseReport(await read(sample)), 'pdf-text', today);
          const found = recordsOf(a);
          const matched = matchItems(sample.expected.records ?? [], found);
          expect(matched.missed, `${sample.name}: missed`).toEqual([]);
          expect(matched.extra, `${sample.name}: extra (a record shown twice is one)`).toEqual([]);
          for (const e of sample.expected.records ?? [])
            expect(found.find((f) => f.creditor === e.creditor && f.type === e.type)?.caseNumber).toBe(
              e.caseNumber,
            );
          for (const p of a.publicRecords) {
            expect(p.court, sample.name).toBeTruthy();
            expect(p.filedDate, sample.name).toMatch(/^\d{4}-\d{2}/);
            expect(p.status, sample.name).toMatch(/Discharged|Dismissed|Satisfied|Released/);
          }
        }
      }
    });
  }

  it('reads a record given on one line, and keeps two bankruptcies with their own case numbers apart', () => {
    const text = [
      'Public Records',
      'Chapter 7 Bankruptcy filed 04/12/2019, Case No. 19-B-04412, US Bankruptcy Court District of Springfield',
      'Chapter 13 Bankruptcy filed 02/03/2014, Case No. 14-B-00871, US Bankruptcy Court District of Springfield',
    ].join('\n');
    const report = parseReport(linesFromPlainText(text));
    expect(report.publicRecords.map((r) => [r.recordType, r.caseNumber, r.court, r.filedDate])).toEqual([
      ['Chapter 7 Bankruptcy', '19-B-04412', 'US Bankruptcy Court District of Springfield', '2019-04-12'],
      ['Chapter 13 Bankruptcy', '14-B-00871', 'US Bankruptcy Court District of Springfield', '2014-02-03'],
    ]);
  });
});

describe('one item per account across sections and bureau columns', () => {
  it('reads each account once when the report shows its negatives again in a section of their own', async () => {
    for (const seed of [5, 6]) {
      const sample = wordReport(seed, { scores: 'rows', records: 'grid', repeatSections: true });
      const a = analysisOf(parseReport(await readers.pdf(sample)), 'pdf-text', today);
      const matched = matchItems(sample.expected.negatives, negativesOf(a));
      expect(matched.missed, `${sample.name}: missed`).toEqual([]);
      expect(matched.extra, `${sample.name}: extra`).toEqual([]);
      for (const n of sample.expected.negatives) {
        const found = negativesOf(a).find((f) => f.creditor === n.creditor && f.type === n.type);
        expect([...(found?.bureaus ?? [])].sort(), `${sample.name}: ${n.creditor}`).toEqual(
          [...n.bureaus].sort(),
        );
        expect(found?.accountLast4).toBe(n.last4);
      }
    }
  });

  it('keeps two accounts of one creditor apart when their numbers or opening months differ', () => {
    const text = [
      'Accounts',
      'NORTHWIND BANK',
      'Account Number: XXXX1111',
      'Date Opened: 03/2019',
      'Payment Status: Charged off',
      'Balance: $900',
      'NORTHWIND BANK',
      'Account Number: XXXX2222',
      'Date Opened: 07/2021',
      'Payment Status: Charged off',
      'Balance: $400',
      'Negative Items',
      'NORTHWIND BANK',
      'Account Number: XXXX1111',
      'Date Opened: 03/2019',
      'Payment Status: Charged off',
    ].join('\n');
    const accounts = parseReport(linesFromPlainText(text)).accounts;
    expect(accounts.map((x) => x.accountLast4)).toEqual(['1111', '2222']);
  });
});

describe('scores in any table orientation, and no creditor made of a caption', () => {
  for (const scores of ['columns', 'rows'] as const) {
    it(`reads the scores with the bureaus as ${scores}, the model named or not`, async () => {
      for (const seed of [9, 10, 11]) {
        const sample = wordReport(seed, { scores, records: 'labelled', repeatSections: false });
        for (const read of Object.values(readers)) {
          const a = analysisOf(parseReport(await read(sample)), 'pdf-text', today);
          expect(a.scores, sample.name).toEqual(sample.expected.scores);
        }
      }
    });
  }

  it('takes no payment-history caption, month or keycap for a creditor', async () => {
    for (const seed of [15, 16]) {
      const sample = wordReport(seed, { scores: 'columns', records: 'table', repeatSections: true });
      for (const read of Object.values(readers)) {
        const a = analysisOf(parseReport(await read(sample)), 'pdf-text', today);
        const names = [...a.accounts.map((x) => x.creditor), ...a.issuesFound.map((i) => i.creditor)];
        for (const name of names) {
          expect(name, sample.name).not.toMatch(
            /monthly|payment history|^history$|^(?:jan|feb|mar|nov|dec)\b/i,
          );
          expect(name, sample.name).toMatch(/^[A-Z0-9]/);
        }
        const expected = [
          ...sample.expected.negatives.map((n) => n.creditor),
          ...sample.expected.goodAccounts,
        ];
        expect(a.accounts.map((x) => x.creditor).sort(), sample.name).toEqual([...new Set(expected)].sort());
      }
    }
  });

  it('strips a keycap or a symbol before a name', () => {
    const text = [
      'Accounts',
      '1\uFE0F\u20E3 NORTHWIND BANK',
      'Payment Status: Charged off',
      'Balance: $900',
    ].join('\n');
    expect(parseReport(linesFromPlainText(text)).accounts.map((a) => a.creditor)).toEqual(['NORTHWIND BANK']);
  });
});
