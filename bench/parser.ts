// Parser bench: recall and precision of negative items and hard inquiries, and score accuracy, on the
// shared fictional sample reports (../shared/fixtures/credit-reports) and on generated reports.
// Run: npm run bench:parser -w @app/bench   (writes bench/parser-results.md)
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseReport } from '../apps/server/src/modules/report-uploads/report-parser/parse-report';
import { analysisOf } from '../apps/server/src/modules/report-uploads/report-parser/report-analysis';
import { linesFromPlainText } from '../apps/server/src/modules/report-uploads/report-parser/report-lines';
import { readPdfLines } from '../apps/server/src/modules/report-uploads/report-reading/pdf-text';
import {
  equifaxSample,
  experianSample,
  transunionSample,
} from '../apps/server/src/modules/report-uploads/sample-reports/bureau-consumer-samples';
import {
  bureauSectionsSample,
  sideBySideSample,
} from '../apps/server/src/modules/report-uploads/sample-reports/monitoring-samples';
import {
  addCounts,
  type ItemRef,
  type MatchCounts,
  matchItems,
  noCounts,
  precision,
  recall,
} from '../apps/server/src/modules/report-uploads/sample-reports/parse-scoring';
import { samplePdf } from '../apps/server/src/modules/report-uploads/sample-reports/render-sample';

const fixturesDir = path.resolve(import.meta.dirname, '../../shared/fixtures/credit-reports');
const bureauKey = { transunion: 'TRANSUNION', experian: 'EXPERIAN', equifax: 'EQUIFAX' } as const;

interface Row {
  name: string;
  negatives: MatchCounts;
  inquiries: MatchCounts;
  scoresRight: number;
  scoresExpected: number;
  ms: number;
}

async function analyse(lines: Awaited<ReturnType<typeof readPdfLines>>) {
  return analysisOf(parseReport(lines), 'pdf-text');
}
const negativesOf = (a: Awaited<ReturnType<typeof analyse>>): ItemRef[] =>
  a.issuesFound.filter((i) => !['INQUIRY', 'PUBLIC_RECORD', 'BANKRUPTCY'].includes(i.type));
const inquiriesOf = (a: Awaited<ReturnType<typeof analyse>>): ItemRef[] =>
  a.inquiries.map((i) => ({ creditor: i.creditor, type: 'INQUIRY' }));

async function fixtureRows(): Promise<Row[]> {
  if (!existsSync(fixturesDir)) return [];
  const rows: Row[] = [];
  for (const file of readdirSync(fixturesDir).filter(
    (f) => /\.(pdf|txt)$/.test(f) && !f.endsWith('.source.txt'),
  )) {
    const base = file.replace(/\.(pdf|txt)$/, '');
    const expected = JSON.parse(readFileSync(path.join(fixturesDir, `${base}.expected.json`), 'utf8'));
    const started = performance.now();
    const bytes = readFileSync(path.join(fixturesDir, file));
    const lines = file.endsWith('.pdf')
      ? await readPdfLines(bytes)
      : linesFromPlainText(bytes.toString('utf8'));
    const a = await analyse(lines);
    const ms = performance.now() - started;
    const expectedNegatives: ItemRef[] = expected.negative_items.map(
      (n: { creditor: string; type: string }) => ({
        creditor: n.creditor,
        type: n.type.toUpperCase(),
      }),
    );
    // Inquiries once per creditor and date (a creditor at two bureaus the same day is one inquiry).
    const seen = new Set<string>();
    const expectedInquiries: ItemRef[] = [];
    for (const i of expected.hard_inquiries.list as { creditor: string; date: string }[]) {
      if (seen.has(`${i.creditor}|${i.date}`)) continue;
      seen.add(`${i.creditor}|${i.date}`);
      expectedInquiries.push({ creditor: i.creditor, type: 'INQUIRY' });
    }
    let scoresRight = 0;
    let scoresExpected = 0;
    for (const [key, value] of Object.entries(expected.scores as Record<string, unknown>)) {
      if (typeof value !== 'number') continue;
      scoresExpected++;
      const read = key === 'single' ? a.creditScore : a.scores[bureauKey[key as keyof typeof bureauKey]];
      if (read === value) scoresRight++;
    }
    rows.push({
      name: file,
      negatives: matchItems(expectedNegatives, negativesOf(a)),
      inquiries: matchItems(expectedInquiries, inquiriesOf(a)),
      scoresRight,
      scoresExpected,
      ms,
    });
  }
  return rows;
}

async function generatedRows(perLayout: number): Promise<Row[]> {
  const layouts = { experianSample, equifaxSample, transunionSample, sideBySideSample, bureauSectionsSample };
  const rows: Row[] = [];
  for (const [name, make] of Object.entries(layouts)) {
    const row: Row = {
      name: `${name} x${perLayout}`,
      negatives: noCounts(),
      inquiries: noCounts(),
      scoresRight: 0,
      scoresExpected: 0,
      ms: 0,
    };
    for (let seed = 1000; seed < 1000 + perLayout; seed++) {
      const sample = make(seed);
      const pdf = await samplePdf(sample);
      const started = performance.now();
      const a = await analyse(await readPdfLines(pdf));
      row.ms += performance.now() - started;
      row.negatives = addCounts(row.negatives, matchItems(sample.expected.negatives, negativesOf(a)));
      row.inquiries = addCounts(
        row.inquiries,
        matchItems(
          sample.expected.inquiries.map((creditor) => ({ creditor, type: 'INQUIRY' })),
          inquiriesOf(a),
        ),
      );
      for (const [b, s] of Object.entries(sample.expected.scores)) {
        row.scoresExpected++;
        if (a.scores[b as keyof typeof a.scores] === s) row.scoresRight++;
      }
    }
    row.ms /= perLayout;
    rows.push(row);
  }
  return rows;
}

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
const fraction = (c: MatchCounts) => `${c.truePositives}/${c.truePositives + c.falseNegatives}`;
function table(rows: Row[]) {
  const total: Row = {
    name: 'all',
    negatives: noCounts(),
    inquiries: noCounts(),
    scoresRight: 0,
    scoresExpected: 0,
    ms: 0,
  };
  for (const r of rows) {
    total.negatives = addCounts(total.negatives, r.negatives);
    total.inquiries = addCounts(total.inquiries, r.inquiries);
    total.scoresRight += r.scoresRight;
    total.scoresExpected += r.scoresExpected;
  }
  const line = (r: Row) =>
    `| ${r.name} | ${fraction(r.negatives)} | ${pct(recall(r.negatives))} | ${pct(precision(r.negatives))} | ${fraction(r.inquiries)} | ${pct(recall(r.inquiries))} | ${pct(precision(r.inquiries))} | ${r.scoresRight}/${r.scoresExpected} | ${r.ms ? r.ms.toFixed(0) : ''} |`;
  return [
    '| report | negatives found | recall | precision | inquiries found | recall | precision | scores right | ms per report |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(line),
    line(total).replace('| all |', '| **all** |'),
  ].join('\n');
}
const misses = (rows: Row[]) =>
  rows
    .flatMap((r) =>
      [...r.negatives.missed, ...r.inquiries.missed]
        .map((m) => `- ${r.name}: missed ${m.type} ${m.creditor}`)
        .concat(
          [...r.negatives.extra, ...r.inquiries.extra].map(
            (m) => `- ${r.name}: extra ${m.type} ${m.creditor}`,
          ),
        ),
    )
    .join('\n') || '- none';

const fixtures = await fixtureRows();
const generated = await generatedRows(20);
const report = `# Credit report parser: measured figures

Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:parser -w @app/bench\` (Node ${process.version}, 2 shared cores).
Matching is one-to-one by creditor (case, punctuation and corporate suffixes ignored) and type; an
inquiry counts once per creditor and date. Negative items are collections, charge-offs, late
payments and repossessions. Scores are compared per bureau (or the single score).

Read these figures for what they are: the parser was written while looking at these four samples,
and the generated layouts were written by the same engineer from the bureaus' published report
formats, so both sets are in-sample. They show that the layouts named here are read completely; a
real report in a layout not listed (or a poor scan read by OCR) will do worse. OCR is not in this
bench (one generated PNG is checked in image-ocr.test.ts).

## Shared fictional samples (shared/fixtures/credit-reports, read from the PDFs and the text file)

${table(fixtures)}

Misses and extras:
${misses(fixtures)}

## Generated reports (20 people per layout, rendered to PDF, read back from the text layer)

${table(generated)}

Misses and extras:
${misses(generated)}
`;
console.log(report);
writeFileSync(new URL('./parser-results.md', import.meta.url), report);
