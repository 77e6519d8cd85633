import { reportingPeriodEnd } from '@app/contracts/dispute-letter-fit';
import { type IssueFinding, inquiryReportingYears } from '@app/contracts/report-findings';
import type { ParsedAccount, ParsedInquiry, ParsedPublicRecord } from '../report-parser/parsed-report';
import { bureauName, dayWords, finding, monthWords } from './finding-words';

/** When the delinquency behind an item began: its date of first delinquency, else its earliest late month. */
function delinquencySince(a: ParsedAccount): string | null {
  const dates = a.details.map((d) => d.dofd).filter((d): d is string => d !== null);
  const lateMonths = a.details.flatMap((d) =>
    d.history.filter((h) => h.daysLate > 0 && h.month).map((h) => `${h.month}-01`),
  );
  const all = dates.length ? dates : lateMonths;
  return all.sort()[0] ?? null;
}

/** FCRA §605: a negative account reported past seven years from 180 days after its delinquency began. */
export function accountPastReportingPeriod(a: ParsedAccount, today: string): IssueFinding[] {
  if (!a.negative) return [];
  const since = delinquencySince(a);
  if (!since) return [];
  const end = reportingPeriodEnd(a.negative, since);
  if (end > today) return [];
  return [
    finding(
      'PAST_REPORTING_PERIOD',
      `The delinquency began in ${monthWords(since)}. Under FCRA section 605 an item like this may be reported for seven years from 180 days after that, which ended on ${dayWords(end)}; it is still reported.`,
      [
        { source: 'Delinquency began', value: monthWords(since) },
        { source: 'Reportable until', value: dayWords(end) },
      ],
    ),
  ];
}

/** A bankruptcy reported more than ten years after filing (seven for a completed chapter 13). */
export function recordPastReportingPeriod(r: ParsedPublicRecord, today: string): IssueFinding[] {
  if (!r.bankruptcy || !r.filedDate) return [];
  const completed13 = /13/.test(r.recordType) && /discharg|dismiss|complet/i.test(r.recordType);
  const end = reportingPeriodEnd('BANKRUPTCY', r.filedDate, { completedChapter13: completed13 });
  if (end > today) return [];
  const years = completed13 ? 'seven years (a completed chapter 13)' : 'ten years';
  return [
    finding(
      'PAST_REPORTING_PERIOD',
      `Filed on ${dayWords(r.filedDate)}; a bankruptcy may be reported for ${years} from filing, which ended on ${dayWords(end)}.`,
      [
        { source: 'Filed', value: dayWords(r.filedDate) },
        { source: 'Reportable until', value: dayWords(end) },
      ],
    ),
  ];
}

/** A hard inquiry still shown more than two years after it was made. */
export function oldInquiry(i: ParsedInquiry, today: string): IssueFinding[] {
  if (!i.date) return [];
  const until = new Date(`${i.date}T00:00:00Z`);
  until.setUTCFullYear(until.getUTCFullYear() + inquiryReportingYears);
  const end = until.toISOString().slice(0, 10);
  if (end > today) return [];
  return [
    finding(
      'OLD_INQUIRY',
      `This inquiry was made on ${dayWords(i.date)}, more than two years ago; the bureaus keep hard inquiries for two years.`,
      i.bureaus.length
        ? i.bureaus.map((b) => ({ source: bureauName(b), value: dayWords(i.date as string) }))
        : [{ source: 'Inquiry date', value: dayWords(i.date) }],
    ),
  ];
}
