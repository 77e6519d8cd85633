import { formatUsd } from '@app/contracts/common/money';

// Made once: `toLocaleDateString` with options builds a new formatter on every call.
const longDateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** "November 22, 2026". Read as UTC so the day never shifts with the server's time zone. */
export function longDate(iso: string): string {
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return iso;
  return longDateFormat.format(d);
}

/** "$1,250.00" from the decimal string the contracts carry. */
export const usd = (amount: string) => formatUsd(amount);
