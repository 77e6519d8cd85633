import {
  addCounts,
  type MatchCounts,
  matchItems,
  noCounts,
  precision,
  recall,
} from '../apps/server/src/modules/report-uploads/sample-reports/parse-scoring';

/** One line of a results table: a report (or a layout's reports) and what was found in it. */
export interface Row {
  name: string;
  negatives: MatchCounts;
  inquiries: MatchCounts;
  /** Public records, matched by court (or kind when no court is printed) and type. */
  records?: MatchCounts;
  /** Public records whose case number was read exactly, of those that print one. */
  casesRight?: number;
  casesExpected?: number;
  scoresRight: number;
  scoresExpected: number;
  scoreMisses?: string[];
  ms: number;
  /** Found items per kind (collection, charge-off, late payment..., inquiry, public record). */
  kinds?: Record<string, MatchCounts>;
}

/** Adds one report's items to a row's counts per kind: each kind matched on its own. */
export function addKinds(
  row: Row,
  expected: { creditor: string; type: string }[],
  found: { creditor: string; type: string }[],
) {
  const kinds = new Set([...expected, ...found].map((i) => i.type.toUpperCase()));
  row.kinds ??= {};
  for (const kind of kinds) {
    const of = (list: { creditor: string; type: string }[]) =>
      list.filter((i) => i.type.toUpperCase() === kind);
    row.kinds[kind] = addCounts(row.kinds[kind] ?? noCounts(), matchItems(of(expected), of(found)));
  }
}

/** Recall and precision per kind of item over a set of rows. */
export function kindTable(rows: Row[]) {
  const total: Record<string, MatchCounts> = {};
  for (const r of rows)
    for (const [kind, c] of Object.entries(r.kinds ?? {}))
      total[kind] = addCounts(total[kind] ?? noCounts(), c);
  const kinds = Object.keys(total).sort();
  if (!kinds.length) return '(no items)';
  return [
    '| item kind | found | recall | precision |',
    '| --- | --- | --- | --- |',
    ...kinds.map((k) => {
      const c = total[k] as MatchCounts;
      return `| ${k.toLowerCase().replace('_', ' ')} | ${fraction(c)} | ${pct(recall(c))} | ${pct(precision(c))} |`;
    }),
  ].join('\n');
}

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
const fraction = (c: MatchCounts) => `${c.truePositives}/${c.truePositives + c.falseNegatives}`;
export function table(rows: Row[]) {
  const total: Row = {
    name: 'all',
    negatives: noCounts(),
    inquiries: noCounts(),
    records: noCounts(),
    casesRight: 0,
    casesExpected: 0,
    scoresRight: 0,
    scoresExpected: 0,
    ms: 0,
  };
  for (const r of rows) {
    total.negatives = addCounts(total.negatives, r.negatives);
    total.inquiries = addCounts(total.inquiries, r.inquiries);
    total.records = addCounts(total.records ?? noCounts(), r.records ?? noCounts());
    total.casesRight = (total.casesRight ?? 0) + (r.casesRight ?? 0);
    total.casesExpected = (total.casesExpected ?? 0) + (r.casesExpected ?? 0);
    total.scoresRight += r.scoresRight;
    total.scoresExpected += r.scoresExpected;
  }
  const records = (r: Row) =>
    r.records
      ? `${fraction(r.records)} | ${pct(precision(r.records))} | ${r.casesRight ?? 0}/${r.casesExpected ?? 0}`
      : ' | | ';
  const line = (r: Row) =>
    `| ${r.name} | ${fraction(r.negatives)} | ${pct(recall(r.negatives))} | ${pct(precision(r.negatives))} | ${fraction(r.inquiries)} | ${pct(recall(r.inquiries))} | ${pct(precision(r.inquiries))} | ${records(r)} | ${r.scoresRight}/${r.scoresExpected} | ${r.ms ? r.ms.toFixed(0) : ''} |`;
  return [
    '| report | negatives found | recall | precision | inquiries found | recall | precision | public records found | precision | case numbers | scores right | ms per report |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(line),
    line(total).replace('| all |', '| **all** |'),
  ].join('\n');
}
export function misses(rows: Row[], limit = 40) {
  const all = rows.flatMap((r) =>
    [...r.negatives.missed, ...r.inquiries.missed, ...(r.records?.missed ?? [])]
      .map((m) => `- ${r.name}: missed ${m.type} ${m.creditor}`)
      .concat(
        [...r.negatives.extra, ...r.inquiries.extra, ...(r.records?.extra ?? [])].map(
          (m) => `- ${r.name}: extra ${m.type} ${m.creditor}`,
        ),
      )
      .concat((r.scoreMisses ?? []).map((m) => `- ${r.name}: score ${m}`)),
  );
  if (all.length === 0) return '- none';
  return [
    ...all.slice(0, limit),
    ...(all.length > limit ? [`- ... and ${all.length - limit} more`] : []),
  ].join('\n');
}
