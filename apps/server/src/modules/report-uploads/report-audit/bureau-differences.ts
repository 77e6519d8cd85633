import type { IssueFinding } from '@app/contracts/report-findings';
import type { BureauDetail, ParsedAccount } from '../report-parser/parsed-report';
import { bureauName, finding, listWords, monthWords, usd } from './finding-words';

/** The bureaus' details that say which bureau they are, one per bureau. */
const perBureau = (a: ParsedAccount) =>
  a.details.filter((d, i, all) => d.bureau !== null && all.findIndex((o) => o.bureau === d.bureau) === i);

/** How a status reads for comparison: the kind of item and its lateness, or "current". */
function statusClass(d: BureauDetail): string | null {
  if (d.kind === 'LATE_PAYMENT') return `late ${d.status.daysLate || 30}`;
  if (d.kind) return d.kind;
  if (d.status.words.has('current')) return 'current';
  return null;
}

/**
 * Values the bureaus report differently for the same account: balance, status, date opened and date
 * of first delinquency (dates compared by month, since bureaus differ in the day they print).
 */
export function bureauDifferences(a: ParsedAccount): IssueFinding[] {
  const details = perBureau(a);
  if (details.length < 2) return [];
  const out: IssueFinding[] = [];
  const compare = (
    value: (d: BureauDetail) => string | null,
    shown: (d: BureauDetail) => string,
    make: (values: { source: string; value: string }[]) => IssueFinding,
  ) => {
    const known = details.filter((d) => value(d) !== null);
    if (new Set(known.map(value)).size < 2) return;
    out.push(make(known.map((d) => ({ source: bureauName(d.bureau), value: shown(d) }))));
  };
  const sentence = (what: string, values: { source: string; value: string }[]) =>
    `The bureaus report a different ${what} for this account: ${listWords(values.map((v) => `${v.source} ${v.value}`))}. An account can only have one ${what}; the others are inaccurate.`;

  compare(
    (d) => (d.balanceCents === null ? null : String(d.balanceCents)),
    (d) => usd(d.balanceCents as number),
    (values) => finding('BALANCE_DIFFERS', sentence('balance', values), values),
  );
  compare(
    statusClass,
    (d) => d.statusText ?? statusClass(d) ?? '',
    (values) => finding('STATUS_DIFFERS', sentence('status', values), values),
  );
  compare(
    (d) => d.opened?.slice(0, 7) ?? null,
    (d) => monthWords(d.opened as string),
    (values) => finding('DATE_OPENED_DIFFERS', sentence('date opened', values), values),
  );
  compare(
    (d) => d.dofd?.slice(0, 7) ?? null,
    (d) => monthWords(d.dofd as string),
    (values) =>
      finding(
        'DELINQUENCY_DATE_DIFFERS',
        `${sentence('date of first delinquency', values)} That date decides how long the item may be reported.`,
        values,
      ),
  );
  return out;
}
