/** How figures read on screen: '—' wherever there is nothing to measure yet (n = 0). */
export const noFigure = '—';

export const percentText = (percent: number | null) => (percent === null ? noFigure : `${percent}%`);

export const daysText = (days: number | null) =>
  days === null ? noFigure : `${days} ${days === 1 ? 'day' : 'days'}`;

/** Score points with their sign: +12, −8, 0 (a true minus sign, read as "minus"). */
export const pointsText = (points: number | null) => {
  if (points === null) return noFigure;
  if (points > 0) return `+${points}`;
  return points < 0 ? `−${Math.abs(points)}` : '0';
};

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** '2026-11' → 'Nov 2026' (the server counts months in UTC). */
export const monthText = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

export const countText = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const timeOfDay = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });
const dayAndTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** When the figures were counted: '2:32 PM' today, 'Nov 23, 2026, 2:32 PM' another day. */
export function countedAtText(generatedAt: string, now = new Date()) {
  const at = new Date(generatedAt);
  return (at.toDateString() === now.toDateString() ? timeOfDay : dayAndTime).format(at);
}

/** How often the server counts again: 'every minute', 'every 5 minutes', 'every 30 seconds'. */
export function recountText(maxAgeSeconds: number) {
  if (maxAgeSeconds === 60) return 'every minute';
  if (maxAgeSeconds % 60 === 0) return `every ${maxAgeSeconds / 60} minutes`;
  return `every ${countText(maxAgeSeconds, 'second', 'seconds')}`;
}
