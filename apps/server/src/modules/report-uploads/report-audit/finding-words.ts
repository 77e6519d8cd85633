import { type Bureau, bureauLabel } from '@app/contracts/bureaus';
import { formatUsd } from '@app/contracts/common/money';
import type { FindingKind, IssueFinding } from '@app/contracts/report-findings';

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "$1,245.00" */
export const usd = (cents: number) => formatUsd(cents / 100);

/** "March 2024" from an ISO day or month. */
export const monthWords = (iso: string) => `${months[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

/** "March 15, 2024" from an ISO day. */
export const dayWords = (iso: string) =>
  `${months[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;

export const bureauName = (b: Bureau | null) => (b ? bureauLabel[b] : 'The report');

/** "TransUnion, Experian and Equifax" */
export function listWords(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export const finding = (kind: FindingKind, text: string, values: IssueFinding['values']): IssueFinding => ({
  kind,
  text,
  values,
});
