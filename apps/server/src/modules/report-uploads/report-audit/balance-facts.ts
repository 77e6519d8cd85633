import type { IssueFinding } from '@app/contracts/report-findings';
import { sameCreditor } from '../report-parser/creditor-names';
import type { ParsedAccount } from '../report-parser/parsed-report';
import { bureauName, finding, listWords, monthWords, usd } from './finding-words';

/** A collection or charge-off a bureau shows as paid or settled, yet with a balance above zero. */
export function paidWithBalance(a: ParsedAccount): IssueFinding[] {
  if (a.negative !== 'COLLECTION' && a.negative !== 'CHARGE_OFF') return [];
  const wrong = a.details.filter(
    (d) => (d.status.words.has('paid') || d.status.words.has('settled')) && (d.balanceCents ?? 0) > 0,
  );
  if (wrong.length === 0) return [];
  const values = wrong.map((d) => ({
    source: bureauName(d.bureau),
    value: `${d.statusText ?? 'Paid'}; balance ${usd(d.balanceCents as number)}`,
  }));
  return [
    finding(
      'PAID_WITH_BALANCE',
      `${listWords(values.map((v) => v.source))} ${values.length > 1 ? 'show' : 'shows'} this account as paid or settled but still report a balance (${listWords(values.map((v) => v.value))}). A paid or settled account must show a zero balance.`,
      values,
    ),
  ];
}

/**
 * One debt reported twice with a balance: by the original creditor, and by the collector that bought
 * or was assigned it. Only one of them may report what is owed.
 */
export function reportedTwice(accounts: ParsedAccount[]): Map<ParsedAccount, IssueFinding[]> {
  const out = new Map<ParsedAccount, IssueFinding[]>();
  for (const collector of accounts) {
    const original = collector.originalCreditor;
    if (!original || (collector.balanceCents ?? 0) <= 0) continue;
    for (const lender of accounts) {
      if (lender === collector || !sameCreditor(lender.creditor, original) || (lender.balanceCents ?? 0) <= 0)
        continue;
      const values = [
        { source: `${lender.creditor} (original creditor)`, value: usd(lender.balanceCents as number) },
        { source: `${collector.creditor} (collector)`, value: usd(collector.balanceCents as number) },
      ];
      const f = finding(
        'DEBT_REPORTED_TWICE',
        `${lender.creditor} and ${collector.creditor} both report a balance for the same debt (${listWords(values.map((v) => `${v.value} by ${v.source.replace(/ \(.*/, '')}`))}). Once a debt is sold or placed for collection, only one of them may report it as owed.`,
        values,
      );
      for (const a of [collector, lender]) out.set(a, [...(out.get(a) ?? []), f]);
    }
  }
  return out;
}

/** A charged-off balance that went up after the charge-off: above the highest balance, or higher in a later report. */
export function chargeOffGrew(a: ParsedAccount): IssueFinding[] {
  if (a.negative !== 'CHARGE_OFF') return [];
  const over = a.details.filter(
    (d) => d.balanceCents !== null && d.highBalanceCents !== null && d.balanceCents > d.highBalanceCents,
  );
  if (over.length) {
    const values = over.map((d) => ({
      source: bureauName(d.bureau),
      value: `balance ${usd(d.balanceCents as number)}, highest balance ${usd(d.highBalanceCents as number)}`,
    }));
    return [
      finding(
        'CHARGE_OFF_BALANCE_GREW',
        `The charged-off balance is higher than the highest balance the account ever had (${listWords(values.map((v) => `${v.source}: ${v.value}`))}): interest or fees were added after the charge-off.`,
        values,
      ),
    ];
  }
  const dated = a.details
    .filter((d) => d.balanceCents !== null && d.reported !== null)
    .sort((x, y) => (x.reported as string).localeCompare(y.reported as string));
  const first = dated[0];
  const last = dated[dated.length - 1];
  if (!first || !last || (last.reported as string).slice(0, 7) === (first.reported as string).slice(0, 7))
    return [];
  if ((last.balanceCents as number) <= (first.balanceCents as number)) return [];
  const values = [first, last].map((d) => ({
    source: `${bureauName(d.bureau)}, ${monthWords(d.reported as string)}`,
    value: usd(d.balanceCents as number),
  }));
  return [
    finding(
      'CHARGE_OFF_BALANCE_GREW',
      `The charged-off balance went up from ${values[0]?.value} (${values[0]?.source}) to ${values[1]?.value} (${values[1]?.source}). A charged-off balance may not grow.`,
      values,
    ),
  ];
}
