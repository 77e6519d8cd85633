import { isReadingSource } from './credit-figures';
import type { ScorePoint } from './credit-reports.contract';

// Zod-free, so the dashboard's score card does not load the schema library with it.

/** The points that are readings of the file, oldest first; a specialist's figure is not one. */
export const readingsOf = (history: readonly ScorePoint[]) =>
  history.filter((p) => isReadingSource(p.source));

/**
 * The real change over the last `days` days, between two readings (replaces the spec's fixed
 * '+23 this month'). Null until there are two: the first reading is the baseline, and nothing is
 * compared with a figure that was never read.
 */
export function scoreChangeSince(
  history: readonly ScorePoint[],
  days: number,
  now = new Date(),
): number | null {
  const readings = readingsOf(history);
  if (readings.length < 2) return null;
  const since = now.getTime() - days * 86_400_000;
  const latest = readings[readings.length - 1] as ScorePoint;
  // The score as it stood at the start of the window: the last reading at or before it, else the first.
  const before =
    [...readings].reverse().find((p) => new Date(p.recordedAt).getTime() <= since) ?? readings[0];
  return latest.score - (before as ScorePoint).score;
}
