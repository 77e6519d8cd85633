import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creditIssues, disputes, users } from '../../db/schema';

/** The company's mailing step: approved letters it mails, and what an envelope needs. */
export function createLettersToMailRepository(db: Database) {
  const columns = {
    id: disputes.id,
    userId: disputes.userId,
    clientName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    bureau: disputes.bureau,
    issueTitle: creditIssues.title,
    creditor: creditIssues.creditor,
    roundNumber: disputes.roundNumber,
    approvedAt: disputes.consumerApprovedAt,
    status: disputes.status,
    letterContent: disputes.letterContent,
    createdById: disputes.createdById,
    mailedBy: disputes.mailedBy,
    addressLine1: users.addressLine1,
    addressLine2: users.addressLine2,
    city: users.city,
    state: users.state,
    zipCode: users.zipCode,
  };
  const base = () =>
    db
      .select(columns)
      .from(disputes)
      .innerJoin(users, eq(users.id, disputes.userId))
      .innerJoin(creditIssues, eq(creditIssues.id, disputes.issueId));
  return {
    /** Oldest approval first, as the work queue's "Approved letters to mail" (its partial index). */
    waiting: (organizationId: number, userId: number | undefined, limit: number) =>
      base()
        .where(
          and(
            eq(users.organizationId, organizationId),
            eq(disputes.status, 'PENDING'),
            isNotNull(disputes.consumerApprovedAt),
            isNull(disputes.uspsTrackingNumber),
            eq(disputes.mailedBy, 'COMPANY'),
            userId ? eq(disputes.userId, userId) : undefined,
          ),
        )
        .orderBy(asc(disputes.consumerApprovedAt), asc(disputes.id))
        .limit(limit),
    /** Letters of the organization's clients; another organization's are not found. */
    byIds: (organizationId: number, ids: number[]) =>
      base().where(and(eq(users.organizationId, organizationId), inArray(disputes.id, ids))),
  };
}
export type LettersToMailRepository = ReturnType<typeof createLettersToMailRepository>;
export type LetterToMailRow = Awaited<ReturnType<LettersToMailRepository['byIds']>>[number];
