import { dayIn } from '@app/contracts/common/dates';

const previousDay = (isoDay: string) => {
  const d = new Date(`${isoDay}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

/**
 * Consecutive calendar days with activity, in the given zone, ending today (or yesterday, so a
 * streak is not lost before the person has had a chance to come back today).
 */
export function streakDays(activity: Date[], timeZone: string, now: Date): number {
  const days = new Set(activity.map((at) => dayIn(timeZone, at)));
  let day = dayIn(timeZone, now);
  if (!days.has(day)) day = previousDay(day);
  let streak = 0;
  while (days.has(day)) {
    streak++;
    day = previousDay(day);
  }
  return streak;
}
