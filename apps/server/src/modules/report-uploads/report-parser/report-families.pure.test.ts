import { describe, expect, it } from 'vitest';
import { readPdfLines } from '../report-reading/pdf-text';
import { matchItems } from '../sample-reports/parse-scoring';
import { samplePdf, sampleText } from '../sample-reports/render-sample';
import { generateSample } from '../sample-reports/sample-layouts';
import { parseReport } from './parse-report';
import { analysisOf } from './report-analysis';
import { linesFromPlainText } from './report-lines';

const today = '2025-12-01';
type Sample = ReturnType<typeof generateSample>;
type Analysis = ReturnType<typeof analysisOf>;
const negativesOf = (a: Analysis) =>
  a.issuesFound.filter((i) => !['INQUIRY', 'PUBLIC_RECORD', 'BANKRUPTCY'].includes(i.type));
const recordsOf = (a: Analysis) =>
  a.issuesFound.filter((i) => i.type === 'PUBLIC_RECORD' || i.type === 'BANKRUPTCY');

async function readBack(sample: Sample, as: 'pdf' | 'text') {
  const lines =
    as === 'pdf' ? await readPdfLines(await samplePdf(sample)) : linesFromPlainText(sampleText(sample));
  return analysisOf(parseReport(lines), 'pdf-text', today);
}

function expectItems(sample: Sample, a: Analysis) {
  const negatives = matchItems(sample.expected.negatives, negativesOf(a));
  expect(negatives.missed, `${sample.name}: missed`).toEqual([]);
  expect(negatives.extra, `${sample.name}: extra`).toEqual([]);
  const inquiries = matchItems(
    sample.expected.inquiries.map((creditor) => ({ creditor, type: 'INQUIRY' })),
    a.inquiries.map((i) => ({ creditor: i.creditor, type: 'INQUIRY' })),
  );
  expect(inquiries.missed, `${sample.name}: inquiries missed`).toEqual([]);
  expect(inquiries.extra, `${sample.name}: inquiries extra`).toEqual([]);
  // A public record is named by its court and its case number, as a dispute of it must be.
  const records = sample.expected.records ?? [];
  expect(
    recordsOf(a)
      .map((r) => `${r.creditor} ${r.caseNumber}`)
      .sort(),
    `${sample.name}: records`,
  ).toEqual(records.map((r) => `${r.creditor} ${r.caseNumber}`).sort());
  expect(a.scores, `${sample.name}: scores`).toEqual(sample.expected.scores);
}

// Seeds the reader was not debugged on (the bench's development seeds are 1000 and up).
const seeds = [3, 4, 5];

describe("the bureaus' own annual reports (one bureau, no score)", () => {
  for (const bureau of ['equifax', 'experian', 'transunion'] as const) {
    it(`reads the ${bureau} annual report from its PDF, every item at that bureau only`, async () => {
      for (const seed of seeds) {
        const sample = generateSample(`annual-${bureau}`, seed);
        const a = await readBack(sample, 'pdf');
        expectItems(sample, a);
        expect(a.scores).toEqual({});
        expect(parseReport(await readPdfLines(await samplePdf(sample))).layout).toBe(`${bureau}-report`);
        for (const n of negativesOf(a))
          expect(n.bureaus, `${sample.name}: ${n.creditor}`).toEqual([bureau.toUpperCase()]);
      }
    });
  }

  it('reads a late payment that only the payment grid shows (year rows, month columns)', async () => {
    // Seeds whose late payment's status says current: the grid alone says it was late.
    for (const seed of [3, 4, 5]) {
      const sample = generateSample('annual-equifax', seed);
      const late = sample.expected.negatives.filter((n) => n.type === 'LATE_PAYMENT');
      const a = await readBack(sample, 'text');
      for (const n of late)
        expect(negativesOf(a).some((f) => f.creditor === n.creditor && f.type === 'LATE_PAYMENT')).toBe(true);
    }
  });
});

describe('the monitoring services professionals import from (three bureaus as columns)', () => {
  for (const service of ['identityiq', 'myscoreiq', 'smartcredit', 'privacyguard'] as const) {
    it(`reads ${service}'s report from its PDF, scores of every bureau included`, async () => {
      for (const seed of seeds) {
        const sample = generateSample(`service-${service}`, seed);
        expectItems(sample, await readBack(sample, 'pdf'));
      }
    });
  }

  it('reads inquiries marked under each bureau that shows them, with those bureaus', async () => {
    const sample = generateSample('service-privacyguard', 3);
    const a = await readBack(sample, 'pdf');
    for (const i of a.inquiries) expect(i.bureaus.length).toBeGreaterThan(0);
    expect(a.inquiries.map((i) => i.creditor).sort()).toEqual([...sample.expected.inquiries].sort());
  });
});

describe('structures the annual reports and the services print, read without knowing their words', () => {
  const read = (text: string) => analysisOf(parseReport(linesFromPlainText(text)), 'pdf-text', today);

  it('takes a row laid out like the labelled rows beside it as a label and its value, not as a name', () => {
    const a = read(
      [
        'Adverse Accounts',
        'QUARTZ VALLEY BANK #4411****',
        '  Mailing Spot     PO BOX 12 FIXTURE CITY    Date Opened     03/2019',
        '  Balance          $2,400                    Pay Status      >Charged Off<',
      ].join('\n'),
    );
    expect(negativesOf(a).map((n) => [n.creditor, n.type])).toEqual([['QUARTZ VALLEY BANK', 'CHARGE_OFF']]);
  });

  it('reads a year-by-month payment grid under an account as its history', () => {
    const a = read(
      [
        'Revolving Accounts',
        'QUARTZ VALLEY BANK',
        '  Account Status   Pays As Agreed',
        '  Year   Jan  Feb  Mar  Apr  May  Jun  Jul  Aug  Sep  Oct  Nov  Dec',
        '  2025   OK   OK   30   60   OK   OK   OK   OK   OK   OK   OK',
      ].join('\n'),
    );
    expect(negativesOf(a).map((n) => [n.creditor, n.type])).toEqual([['QUARTZ VALLEY BANK', 'LATE_PAYMENT']]);
  });

  it('reads the codes of a grid that marks on-time months with a check, and only those', () => {
    const a = read(
      [
        'Equifax Credit Report',
        'Installment Accounts',
        'TOPAZ AUTO FINANCE',
        '  Account Status   OPEN',
        '  Year   Jan  Feb  Mar  Apr  May  Jun  Jul  Aug  Sep  Oct  Nov  Dec',
        '  2024   \u2713    \u2713    \u2713    30   \u2713    \u2713    \u2713    \u2713    \u2713    \u2713    \u2713    \u2713',
      ].join('\n'),
    );
    expect(negativesOf(a).map((n) => [n.creditor, n.type, n.bureaus])).toEqual([
      ['TOPAZ AUTO FINANCE', 'LATE_PAYMENT', ['EQUIFAX']],
    ]);
  });

  it('names a public record by the court printed above its details', () => {
    const a = read(
      [
        'Public Records',
        'Fixture County Circuit Court',
        '  Identification Number:   CV-2024-118822',
        '  Date Filed:              04/03/2024',
        '  Type:                    Civil Judgment',
      ].join('\n'),
    );
    expect(recordsOf(a).map((r) => [r.creditor, r.caseNumber])).toEqual([
      ['Fixture County Circuit Court', 'CV-2024-118822'],
    ]);
  });

  it('reads inquiries marked under the bureaus that show them, with only those bureaus', () => {
    const a = read(
      [
        'Inquiries',
        'Creditor                 Date          TransUnion    Experian    Equifax',
        'QUARTZ VALLEY BANK       02/11/2025    X                         X',
      ].join('\n'),
    );
    expect(a.inquiries.map((i) => [i.creditor, [...i.bureaus].sort()])).toEqual([
      ['QUARTZ VALLEY BANK', ['EQUIFAX', 'TRANSUNION']],
    ]);
  });

  it('reads a bulleted name with labelled details under it as an account', () => {
    const a = read(
      ['ACCOUNTS:', '- Quartz Valley Auto Loan', '  Account #: LOAN4411', '  Status: 30 Days Late'].join(
        '\n',
      ),
    );
    expect(negativesOf(a).map((n) => n.creditor)).toEqual(['Quartz Valley Auto Loan']);
  });
});
