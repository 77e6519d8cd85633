import { addCalendarDay, lastDayToCancel } from '@app/contracts/business-days';
import { dayIn } from '@app/contracts/common/dates';

function offsetMs(timeZone: string, at: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const n = (k: string) => Number(parts[k]);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a calendar day begins (00:00) in a time zone. */
function startOfDayIn(timeZone: string, day: string): Date {
  const guess = new Date(`${day}T00:00:00Z`);
  const first = new Date(guess.getTime() - offsetMs(timeZone, guess));
  return new Date(guess.getTime() - offsetMs(timeZone, first));
}

/**
 * CROA 1679e(a): cancel "before midnight of the 3rd business day after the date on which the
 * consumer signs the contract", counted in the company's time zone.
 */
export function cancellationWindow(timeZone: string, contractSignedAt: Date) {
  const lastDay = lastDayToCancel(dayIn(timeZone, contractSignedAt));
  return { lastDayToCancel: lastDay, endsAt: startOfDayIn(timeZone, addCalendarDay(lastDay)) };
}
