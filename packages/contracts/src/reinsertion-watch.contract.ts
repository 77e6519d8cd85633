import { z } from 'zod';
import { addWeekdaysExcludingHolidays } from './business-days';

/**
 * FCRA §611(a)(5)(B)(ii): a bureau that puts back an item it deleted after a dispute must tell the
 * consumer in writing within 5 business days of reinstating it. The window counts from the day the
 * ledger saw the item come back, in the company's calendar. A window that passes without the notice
 * is flagged as the bureau breaking the law, and the product must never show a claim it cannot back,
 * so the days are counted the way most favourable to the bureau: Monday to Friday, federal holidays
 * (and the days they are observed) left out. The house's own business days count Saturdays (the
 * reading that favours the consumer's right to cancel); a Saturday here would end the window a day
 * early and flag a bureau that was still on time under the narrower reading.
 */
export const reinsertionNoticeBusinessDays = 5;

/** The last day a bureau's notice of a reinsertion seen on `reinsertedOn` is on time. */
export const reinsertionNoticeDueOn = (reinsertedOn: string) =>
  addWeekdaysExcludingHolidays(reinsertedOn, reinsertionNoticeBusinessDays);

/** Who recorded that the bureau's notice came: a person, or a bureau answer read into the ledger. */
export const reinsertionNoticeSources = ['PERSON', 'BUREAU_ANSWER'] as const;
export type ReinsertionNoticeSource = (typeof reinsertionNoticeSources)[number];

const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the date as yyyy-mm-dd');

/** PUT /api/admin/reinsertions/{id}/notice: the bureau's notice of the reinsertion came, on this day. */
export const recordReinsertionNoticeRequest = z.object({ receivedOn: calendarDay }).strict();
export type RecordReinsertionNoticeRequest = z.input<typeof recordReinsertionNoticeRequest>;

export const reinsertionWatch = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  /** yyyy-mm-dd: the day the item was seen back, and the last day the bureau's notice was on time. */
  reinsertedOn: z.string(),
  noticeDueOn: z.string(),
  noticeReceivedOn: z.string().nullable(),
  /** The day the nightly check found no notice in time; null while the window is open or a notice came. */
  flaggedOn: z.string().nullable(),
  /**
   * The letter drafted from the work queue, once it is: it tells the bureau it put a deleted item back
   * without the written notice due within 5 business days, and asks for the item's deletion.
   */
  letterDisputeId: z.number().int().nullable(),
});
export type ReinsertionWatch = z.infer<typeof reinsertionWatch>;

export const reinsertionMessages = {
  noticeInFuture: 'The notice cannot have come after today',
  noticeBeforeReinsertion: 'The notice cannot have come before the item was back on the report',
  noItemOnFile:
    'This item is not among the client’s items yet: add it from their latest report, then draft the letter',
  letterAlreadyDrafted: 'A letter about this reinsertion was already drafted',
  noticeOnTime: 'The bureau’s notice came in time: no letter is owed',
  draftLetter: 'Draft the reinsertion letter',
  recordNotice: 'Notice received',
  drafted: 'It waits for the client’s approval before it is mailed.',
  noticeRecorded: 'Notice recorded',
} as const;
