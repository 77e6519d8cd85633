import { describe, expect, it } from 'vitest';
import { readPdfLines } from '../report-reading/pdf-text';
import { equifaxSample, experianSample, transunionSample } from '../sample-reports/bureau-consumer-samples';
import { bureauSectionsSample, sideBySideSample } from '../sample-reports/monitoring-samples';
import { matchItems } from '../sample-reports/parse-scoring';
import { samplePdf, sampleText } from '../sample-reports/render-sample';
import type { SampleReport } from '../sample-reports/sample-report-model';
import { parseReport } from './parse-report';
import { analysisOf } from './report-analysis';
import { linesFromPlainText } from './report-lines';

// The audit's age rules run against a fixed day, never the machine's clock.
const today = '2025-12-01';
const layouts = { experianSample, equifaxSample, transunionSample, sideBySideSample, bureauSectionsSample };

function expectFound(sample: SampleReport, analysis: ReturnType<typeof analysisOf>) {
  const negatives = analysis.issuesFound.filter(
    (i) => !['INQUIRY', 'PUBLIC_RECORD', 'BANKRUPTCY'].includes(i.type),
  );
  const matched = matchItems(sample.expected.negatives, negatives);
  expect(matched.missed, `${sample.name}: missed`).toEqual([]);
  expect(matched.extra, `${sample.name}: extra`).toEqual([]);
  for (const n of sample.expected.negatives) {
    const found = negatives.find((f) => f.creditor === n.creditor && f.type === n.type);
    expect(found?.amount, `${sample.name}: ${n.creditor} balance`).toBe(n.balance);
    expect(found?.accountLast4, `${sample.name}: ${n.creditor} last 4`).toBe(n.last4);
    expect([...(found?.bureaus ?? [])].sort()).toEqual([...n.bureaus].sort());
  }
  expect(analysis.inquiries.map((i) => i.creditor).sort()).toEqual([...sample.expected.inquiries].sort());
  expect(analysis.scores).toEqual(sample.expected.scores);
  expect(analysis.publicRecords.map((r) => r.recordType)).toEqual(sample.expected.publicRecords);
  const good = analysis.accounts.filter((a) => !a.negative).map((a) => a.creditor);
  for (const g of sample.expected.goodAccounts) expect(good).toContain(g);
}

describe('credit report parser on generated reports with known contents', () => {
  for (const [name, make] of Object.entries(layouts)) {
    it(`reads ${name} from a PDF's text layer (several people)`, async () => {
      for (const seed of [11, 22, 33]) {
        const sample = make(seed);
        const lines = await readPdfLines(await samplePdf(sample));
        expectFound(sample, analysisOf(parseReport(lines), 'pdf-text', today));
      }
    });
    it(`reads ${name} from plain text`, () => {
      const sample = make(44);
      expectFound(sample, analysisOf(parseReport(linesFromPlainText(sampleText(sample))), 'pdf-text', today));
    });
  }

  it('never keeps more than the last four digits of an account number', async () => {
    const sample = transunionSample(7);
    const analysis = analysisOf(parseReport(await readPdfLines(await samplePdf(sample))), 'pdf-text', today);
    const json = JSON.stringify(analysis);
    expect(json).not.toMatch(/\d{5,}/);
    for (const i of analysis.issuesFound)
      expect(i.accountLast4 === null || /^\d{4}$/.test(i.accountLast4)).toBe(true);
  });

  it('rates impact and suggests an action for each found item', () => {
    const sample = experianSample(5);
    const analysis = analysisOf(parseReport(linesFromPlainText(sampleText(sample))), 'pdf-text', today);
    const collection = analysis.issuesFound.find((i) => i.type === 'COLLECTION');
    expect(collection?.impact).toBe('HIGH');
    expect(collection?.suggestedAction).toMatch(/validation|goodwill/);
    expect(analysis.issuesFound.find((i) => i.type === 'INQUIRY')?.impact).toBe('LOW');
    expect(analysis.recommendations.length).toBeGreaterThan(1);
    expect(analysis.creditScore).toBe(sample.expected.scores.EXPERIAN);
  });
});
