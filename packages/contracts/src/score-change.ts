import type { ScorePoint } from './credit-reports.contract';

// Zod-free, so the dashboard's score card does not load the schema library with it.

/** The real change over the last 30 days, from history (replaces the spec's fixed '+23 this month'). */
export function scoreChangeSince(
  history: readonly ScorePoint[],
  days: number,
  now = new Date(),
): number | null {
  if (history.length === 0) return null;
  const since = now.getTime() - days * 86_400_000;
  const latest = history[history.length - 1] as ScorePoint;
  // The score as it stood at the start of the window: the last point at or before it, else the first point.
  const before = [...history].reverse().find((p) => new Date(p.recordedAt).getTime() <= since) ?? history[0];
  return latest.score - (before as ScorePoint).score;
}
