/**
 * Dispute clock rules on calendar dates (yyyy-mm-dd), so month ends and daylight-saving changes
 * never shift a due date: a follow-up 14 days after delivery, the bureau's answer due 30 days
 * after it received the dispute (45 when the consumer sent more information meanwhile).
 */
import { longDate } from './common/long-date';
import { closedDisputeStatuses } from './dispute-counts';
import type { DisputeStatus } from './disputes.contract';

export const followUpAfterDeliveryDays = 14;
/** The bureau's time to answer a dispute (FCRA 611(a)(1)); the database's figures use the same. */
export const bureauDeadlineDays = 30;
export const bureauExtendedDeadlineDays = 45;

const dayMs = 86_400_000;
const toUtcDay = (isoDate: string) => {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  return Date.UTC(y as number, (m as number) - 1, d as number);
};
const fromUtcDay = (t: number) => new Date(t).toISOString().slice(0, 10);

export const addCalendarDays = (isoDate: string, days: number) =>
  fromUtcDay(toUtcDay(isoDate) + days * dayMs);
/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export const calendarDaysBetween = (from: string, to: string) =>
  Math.round((toUtcDay(to) - toUtcDay(from)) / dayMs);

/** Today's calendar date where the person is (the browser passes its own; the server uses UTC). */
export const localIsoDate = (d = new Date()) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export const followUpDueDate = (deliveryDate: string) =>
  addCalendarDays(deliveryDate, followUpAfterDeliveryDays);
export const bureauResponseDueDate = (deliveryDate: string, extended = false) =>
  addCalendarDays(deliveryDate, extended ? bureauExtendedDeadlineDays : bureauDeadlineDays);

/** "November 22, 2026" (defined with the other calendar dates). */
export { longDate };

/** Past, today, 1 to 3 days, otherwise the date. */
export function followUpLabel(followUpDate: string, today: string): { text: string; urgent: boolean } {
  const days = calendarDaysBetween(today, followUpDate);
  if (days < 0) return { text: 'Follow-up required', urgent: true };
  if (days === 0) return { text: 'Follow-up due today', urgent: true };
  if (days <= 3) return { text: `Follow-up in ${days} day${days === 1 ? '' : 's'}`, urgent: false };
  return { text: longDate(followUpDate), urgent: false };
}

/** Whole days since the follow-up date. */
export const overdueDays = (followUpDate: string, today: string) =>
  Math.max(0, calendarDaysBetween(followUpDate, today));

/**
 * The one way a follow-up's due date is written (next steps, dashboard alerts, the admin's queue):
 * "due November 3, 2026, 5 days overdue", "due today, November 3, 2026" or "due November 3, 2026".
 */
export function followUpDueText(followUpDate: string, today: string) {
  const overdue = overdueDays(followUpDate, today);
  if (overdue > 0) return `due ${longDate(followUpDate)}, ${overdue} day${overdue === 1 ? '' : 's'} overdue`;
  if (followUpDate === today) return `due today, ${longDate(followUpDate)}`;
  return `due ${longDate(followUpDate)}`;
}

/**
 * The one rule for 'follow-up due': a dispute the bureau has not
 * answered whose follow-up date has come. The server's job then marks it FOLLOW_UP_REQUIRED, and
 * its Need Follow-Up counter counts the same disputes.
 */
export const followUpDue = (d: { status: DisputeStatus; followUpDate: string | null }, today: string) =>
  d.status === 'FOLLOW_UP_REQUIRED' ||
  (!(closedDisputeStatuses as readonly DisputeStatus[]).includes(d.status) &&
    d.followUpDate !== null &&
    calendarDaysBetween(today, d.followUpDate) <= 0);
