import { UnreadableReportError } from './report-read-errors';

/**
 * The time one upload may spend being read (PDF text, OCR, parsing). Readers check it between pages
 * and lines, so a hostile or huge file ends in a 422 instead of holding the server.
 */
export function createReadingBudget(limitMs: number, now: () => number = Date.now) {
  const deadline = now() + limitMs;
  const expired = () => new UnreadableReportError('TOO_SLOW');
  return {
    /** Throws once the time is up. */
    check() {
      if (now() > deadline) throw expired();
    },
    /** Milliseconds left (at least 1), for calls that need a timer of their own. */
    remainingMs: () => Math.max(1, deadline - now()),
    expired,
  };
}
export type ReadingBudget = ReturnType<typeof createReadingBudget>;
