import { localIsoDate, longDate } from '@app/contracts/follow-up';

/** 'November 23, 2026 at 3:04 PM' in the browser's zone (the company's, for our people). */
export const syncedAt = (iso: string) => {
  const at = new Date(iso);
  return `${longDate(localIsoDate(at))} at ${at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;
};

/** '+7', '-3', '0'; null when unknown. */
export const signed = (n: number | null) => (n === null ? '—' : n > 0 ? `+${n}` : String(n));
