import type { BureauResponseType } from '@app/contracts/bureau-responses.contract';
import type { DisputeReason } from '@app/contracts/dispute-letters.contract';
import { addCalendarDays, bureauResponseDueDate, followUpDueDate } from '@app/contracts/follow-up';
import { impbCheckDigit } from '@app/contracts/usps-tracking';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { planMailerSql } from '../letter-hold';
import { bureauResponses, creditIssues, disputes, type users } from '../schema';
import { type DemoAddress, demoDisputeLetter } from './demo-letters';

type Bureau = 'EQUIFAX' | 'EXPERIAN' | 'TRANSUNION';
type Issue = typeof creditIssues.$inferSelect;

interface DemoDispute {
  issue: number;
  bureau: Bureau;
  reason: DisputeReason;
  createdDaysAgo: number;
  mailedDaysAgo?: number;
  deliveredDaysAgo?: number;
  /** The bureau's answer; its text names the person's own account (creditor and last four digits). */
  response?: { type: BureauResponseType; daysAgo: number; text: (account: string) => string };
}

/** "Discover Bank account ending 4417", or the creditor alone for an item without an account number. */
const accountWords = (issue: Issue) =>
  issue.accountNumberLast4 ? `${issue.creditor} account ending ${issue.accountNumberLast4}` : issue.creditor;

/** One dispute in each tracking state, three of them answered by the bureau in different ways. */
const demoDisputes: DemoDispute[] = [
  {
    issue: 0,
    bureau: 'EQUIFAX',
    reason: 'INACCURATE_BALANCE',
    createdDaysAgo: 22,
    mailedDaysAgo: 21,
    deliveredDaysAgo: 16,
  },
  { issue: 1, bureau: 'EXPERIAN', reason: 'INACCURATE_STATUS', createdDaysAgo: 3 },
  { issue: 7, bureau: 'TRANSUNION', reason: 'INACCURATE_BALANCE', createdDaysAgo: 5, mailedDaysAgo: 2 },
  {
    issue: 0,
    bureau: 'TRANSUNION',
    reason: 'INACCURATE_BALANCE',
    createdDaysAgo: 30,
    mailedDaysAgo: 29,
    deliveredDaysAgo: 25,
  },
  {
    issue: 4,
    bureau: 'EQUIFAX',
    reason: 'OBSOLETE',
    createdDaysAgo: 50,
    mailedDaysAgo: 49,
    deliveredDaysAgo: 45,
    response: {
      type: 'DELETED',
      daysAgo: 12,
      text: (account) => `The item you disputed has been deleted from your credit file. ${account}: Deleted.`,
    },
  },
  {
    issue: 3,
    bureau: 'TRANSUNION',
    reason: 'LATE_PAYMENT_ERROR',
    createdDaysAgo: 45,
    mailedDaysAgo: 44,
    deliveredDaysAgo: 40,
    response: {
      type: 'VERIFIED',
      daysAgo: 6,
      text: (account) =>
        `We verified with the company that reports this information that it is reported accurately. ${account}: Verified, no change.`,
    },
  },
  {
    issue: 5,
    bureau: 'EXPERIAN',
    reason: 'NO_PERMISSIBLE_PURPOSE',
    createdDaysAgo: 40,
    mailedDaysAgo: 39,
    deliveredDaysAgo: 36,
    response: {
      type: 'FRIVOLOUS',
      daysAgo: 8,
      text: () =>
        'We have determined that your request is frivolous or irrelevant because it did not include sufficient information to investigate. Please provide specific details and supporting documents.',
    },
  },
];

const day = 86_400_000;

export async function seedDemoDisputes(
  db: Database,
  user: typeof users.$inferSelect,
  issues: (Issue | undefined)[],
  now: Date,
  person: { address: DemoAddress; disputeDaysLater?: number },
) {
  const { address } = person;
  // A later start moves every date of the person's disputes, so their follow-ups fall on other days.
  const later = person.disputeDaysLater ?? 0;
  const daysAgo = (n: number) => new Date(now.getTime() - (n + later) * day);
  const isoDaysAgo = (n: number) => daysAgo(n).toISOString().slice(0, 10);
  for (const [i, d] of demoDisputes.entries()) {
    const issue = issues[d.issue];
    if (!issue) continue;
    const body = `9407111899${String(user.id).padStart(5, '0')}${String(i).padStart(6, '0')}`;
    const delivered = d.deliveredDaysAgo === undefined ? null : isoDaysAgo(d.deliveredDaysAgo);
    const followUp = delivered ? followUpDueDate(delivered) : null;
    const status = d.response
      ? d.response.type === 'DELETED'
        ? 'RESOLVED'
        : 'REJECTED'
      : delivered
        ? followUp && followUp < new Date(now.getTime() - 7 * day).toISOString().slice(0, 10)
          ? 'FOLLOW_UP_REQUIRED'
          : 'DELIVERED'
        : d.mailedDaysAgo !== undefined
          ? 'SENT'
          : 'PENDING';
    const [row] = await db
      .insert(disputes)
      .values({
        userId: user.id,
        issueId: issue.id,
        bureau: d.bureau,
        letterType: 'BUREAU_DISPUTE',
        reason: d.reason,
        letterContent: await demoDisputeLetter(
          user,
          issue,
          d.bureau,
          d.reason,
          daysAgo(d.createdDaysAgo),
          address,
        ),
        status,
        letterGenerated: true,
        dateSent: d.mailedDaysAgo === undefined ? null : daysAgo(d.mailedDaysAgo),
        uspsTrackingNumber: d.mailedDaysAgo === undefined ? null : body + impbCheckDigit(body),
        trackingAddedAt: d.mailedDaysAgo === undefined ? null : daysAgo(d.mailedDaysAgo),
        trackingSource: d.mailedDaysAgo === undefined ? null : 'simulated',
        trackingStatus: delivered ? 'DELIVERED' : d.mailedDaysAgo === undefined ? null : 'IN TRANSIT',
        deliveryDate: delivered,
        followUpDate: followUp,
        expectedResponse: delivered
          ? bureauResponseDueDate(delivered)
          : addCalendarDays(isoDaysAgo(d.createdDaysAgo), 30),
        actualResponse: d.response ? isoDaysAgo(d.response.daysAgo) : null,
        consumerApprovedAt: daysAgo(d.createdDaysAgo),
        attestedAt: daysAgo(d.createdDaysAgo),
        createdById: user.id,
        createdAt: daysAgo(d.createdDaysAgo),
      })
      .returning({ id: disputes.id });
    const issueStatus = d.response ? (d.response.type === 'DELETED' ? 'RESOLVED' : 'ACTIVE') : 'DISPUTED';
    await db.update(creditIssues).set({ status: issueStatus }).where(eq(creditIssues.id, issue.id));
    if (d.response && row) {
      await db.insert(bureauResponses).values({
        userId: user.id,
        disputeId: row.id,
        bureau: d.bureau,
        responseType: d.response.type,
        responseText: d.response.text(accountWords(issue)),
        responseDate: isoDaysAgo(d.response.daysAgo),
        createdById: user.id,
      });
    }
  }
}

/**
 * Once the demo people's plans are in place, each demo letter takes the mailer its client's plan
 * gives (a client without a plan mails their own letters), as a letter written in the app would.
 */
export async function settleDemoLetterMailers(db: Database, userIds: number[]) {
  if (userIds.length === 0) return;
  await db
    .update(disputes)
    .set({
      mailedBy: sql`coalesce(${planMailerSql(disputes.userId)}, case when ${disputes.createdById} = ${disputes.userId} then 'CONSUMER' else 'COMPANY' end)`,
    })
    .where(inArray(disputes.userId, userIds));
}
