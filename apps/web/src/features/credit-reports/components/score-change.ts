import type { ScorePoint } from '@app/contracts/credit-reports.contract';
import { scoreChangeSince } from '@app/contracts/score-change';
import { toneText } from '../../../components/status-badge/tone';

/** The real change over the last 30 days as words (replaces the spec's fixed '+23 this month'). */
export function thirtyDayChange(history: readonly ScorePoint[]): { text: string; color: string } | null {
  const change = scoreChangeSince(history, 30);
  if (change === null) return null;
  if (change === 0) return { text: 'No change in the last 30 days', color: 'dimmed' };
  return change > 0
    ? { text: `+${change} in the last 30 days`, color: toneText('green') as string }
    : { text: `−${Math.abs(change)} in the last 30 days`, color: 'red.9' };
}
