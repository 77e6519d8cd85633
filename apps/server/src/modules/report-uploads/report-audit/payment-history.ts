import type { IssueFinding } from '@app/contracts/report-findings';
import type { HistoryMonth } from '../report-parser/account-status';
import type { ParsedAccount } from '../report-parser/parsed-report';
import { bureauName, finding, listWords, monthWords } from './finding-words';

const codeWords = (h: HistoryMonth) =>
  h.daysLate ? `${h.daysLate} days late` : h.current ? 'paid on time' : h.code;

/**
 * Late payments the payment history contradicts: a month one bureau shows late while another shows it
 * paid on time, or a status of "N days late" on an account whose whole history shows on-time payments.
 */
export function lateWhileCurrent(a: ParsedAccount): IssueFinding[] {
  const out: IssueFinding[] = [];
  const byMonth = new Map<string, { bureau: string; h: HistoryMonth }[]>();
  for (const d of a.details) {
    for (const h of d.history) {
      if (!h.month) continue;
      byMonth.set(h.month, [...(byMonth.get(h.month) ?? []), { bureau: bureauName(d.bureau), h }]);
    }
  }
  for (const [month, seen] of [...byMonth].sort(([x], [y]) => x.localeCompare(y))) {
    const late = seen.filter((s) => s.h.daysLate > 0);
    const onTime = seen.filter((s) => s.h.current);
    if (late.length === 0 || onTime.length === 0) continue;
    const values = seen.map((s) => ({ source: s.bureau, value: codeWords(s.h) }));
    out.push(
      finding(
        'LATE_WHILE_CURRENT',
        `For ${monthWords(month)}, ${listWords(late.map((s) => s.bureau))} ${late.length > 1 ? 'report' : 'reports'} a late payment while ${listWords(onTime.map((s) => s.bureau))} ${onTime.length > 1 ? 'show' : 'shows'} that month paid on time.`,
        values,
      ),
    );
  }
  for (const d of a.details) {
    const lateNow = d.status.daysLate > 0 && !/\bwas\b|previously|history/i.test(d.statusText ?? '');
    if (!lateNow || d.history.length < 12 || d.history.some((h) => h.daysLate > 0 || !h.current)) continue;
    out.push(
      finding(
        'LATE_WHILE_CURRENT',
        `${bureauName(d.bureau)} reports the account as ${d.status.daysLate} days late, but its own ${d.history.length}-month payment history shows every month paid on time.`,
        [
          {
            source: `${bureauName(d.bureau)} status`,
            value: d.statusText ?? `${d.status.daysLate} days late`,
          },
          {
            source: `${bureauName(d.bureau)} payment history`,
            value: `${d.history.length} months paid on time`,
          },
        ],
      ),
    );
  }
  return out;
}
