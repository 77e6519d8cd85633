import type { CreditIssueType } from '@app/contracts/credit-issues.contract';

const nouns: Record<CreditIssueType, [string, string]> = {
  COLLECTION: ['collection', 'collections'],
  CHARGE_OFF: ['charge-off', 'charge-offs'],
  LATE_PAYMENT: ['late payment', 'late payments'],
  INQUIRY: ['hard inquiry', 'hard inquiries'],
  PUBLIC_RECORD: ['public record', 'public records'],
  REPOSSESSION: ['repossession', 'repossessions'],
  FORECLOSURE: ['foreclosure', 'foreclosures'],
  BANKRUPTCY: ['bankruptcy', 'bankruptcies'],
};

/** "1 collection", "3 hard inquiries". */
export function countOf(type: CreditIssueType, n: number): string {
  const [one, many] = nouns[type];
  return `${n} ${n === 1 ? one : many}`;
}

/** "a, b and c". */
export function listInWords(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** Creditor names once each, in the order given: "Midland Credit and Portfolio Recovery". */
export function creditorsOf(items: readonly { creditor: string }[]): string {
  return listInWords([...new Set(items.map((i) => i.creditor))]);
}
