import { bureauCodes } from '@app/contracts/bureaus';
import { dayIn } from '@app/contracts/common/dates';
import { centsToMoney } from '@app/contracts/common/money';
import {
  type BureauStanding,
  type CreditIssue,
  type CreditIssueStatus,
  type CreditIssueType,
  collectorFirstContactMessages,
} from '@app/contracts/credit-issues.contract';
import { isAdmin } from '@app/contracts/permissions';
import type { Transaction } from '../../db/transaction';
import type { AuditLog } from '../../platform/audit/audit-log';
import { assertCanSee } from '../../platform/auth/record-owner';
import type { RequestOrigin } from '../../platform/auth/request-origin';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { AppError, badRequest, notFound } from '../../platform/errors';
import type { CreditIssueRow, CreditIssuesRepository } from './credit-issues.repository';

type OpenLetter = Awaited<ReturnType<CreditIssuesRepository['openLettersOf']>>[number];

const toCreditIssue = (r: CreditIssueRow, standings: BureauStanding[] = []): CreditIssue => ({
  id: r.id,
  userId: r.userId,
  type: r.type,
  title: r.title,
  description: r.description,
  creditor: r.creditor,
  accountNumberLast4: r.accountNumberLast4,
  caseNumber: r.caseNumber,
  amount: r.amountCents === null ? null : centsToMoney(r.amountCents),
  dateReported: r.dateReported,
  collectorFirstContactOn: r.collectorFirstContactOn,
  dateAdded: r.dateAdded.toISOString(),
  impact: r.impact,
  bureaus: r.bureaus,
  status: r.status,
  findings: r.findings,
  bureauStandings: standings,
});

export interface NewCreditIssue {
  userId: number;
  type: CreditIssueType;
  title: string;
  description: string;
  creditor: string;
  accountNumber?: string | null;
  /** A public record's case number. */
  caseNumber?: string | null;
  amountCents?: number | null;
  dateReported?: string | null;
  impact: number;
  bureaus: CreditIssue['bureaus'];
  findings?: CreditIssue['findings'];
}

export function createCreditIssuesService(deps: {
  repo: CreditIssuesRepository;
  secretBox: SecretBox;
  audit: Pick<AuditLog, 'record'>;
  /** Dates (in dispute since, today) are the company's calendar dates. */
  timeZone?: string;
  now?: () => Date;
}) {
  const { repo, secretBox, audit } = deps;
  const timeZone = deps.timeZone ?? 'UTC';
  const now = deps.now ?? (() => new Date());

  /**
   * Each reporting bureau's standing, read from the item's open letters: approved is in dispute,
   * not yet approved is a draft. The item's stored status is not consulted for this.
   */
  function standingsOf(row: CreditIssueRow, open: OpenLetter[]): BureauStanding[] {
    const reporting = row.bureaus.length > 0 ? row.bureaus : bureauCodes;
    return reporting.map((bureau): BureauStanding => {
      const here = open.filter((d) => d.issueId === row.id && d.bureau === bureau);
      const approved = here.find((d) => d.consumerApprovedAt !== null);
      if (approved?.consumerApprovedAt) {
        return { bureau, state: 'IN_DISPUTE', since: dayIn(timeZone, approved.consumerApprovedAt) };
      }
      if (here[0]) return { bureau, state: 'DRAFTED', since: dayIn(timeZone, here[0].createdAt) };
      return { bureau, state: 'NOT_DISPUTED', since: null };
    });
  }

  async function withStandings(rows: CreditIssueRow[]) {
    const open = await repo.openLettersOf(rows.map((r) => r.id));
    return rows.map((r) => toCreditIssue(r, standingsOf(r, open)));
  }

  function sealedRow({ accountNumber, ...i }: NewCreditIssue) {
    const digits = accountNumber?.replace(/\s/g, '') || null;
    return {
      ...i,
      accountNumberSealed: digits ? secretBox.seal(digits) : null,
      accountNumberLast4: digits ? digits.slice(-4) : null,
    };
  }

  async function visibleIssue(viewer: SessionUser, id: number) {
    const row = await repo.find(id);
    if (!row) throw notFound('Credit issue');
    await assertCanSee(viewer, row.userId, 'Credit issue');
    return row;
  }

  return {
    async list(userId: number) {
      return withStandings(await repo.listForUser(userId));
    },
    /** The issue as its owner (or an admin) sees it; 404 for anyone else. */
    async get(viewer: SessionUser, id: number) {
      const [issue] = await withStandings([await visibleIssue(viewer, id)]);
      return issue as CreditIssue;
    },
    async add(items: NewCreditIssue[]) {
      return (await repo.insert(items.map(sealedRow))).map((r) => toCreditIssue(r, standingsOf(r, [])));
    },
    /** The same, inside the caller's transaction (a bureau file's import). */
    async addWithin(tx: Transaction, items: NewCreditIssue[]) {
      return (await repo.insertWithin(tx, items.map(sealedRow))).map((r) =>
        toCreditIssue(r, standingsOf(r, [])),
      );
    },
    async listWithin(tx: Transaction, userId: number) {
      return (await repo.listForUserWithin(tx, userId)).map((r) => toCreditIssue(r));
    },
    /** The item is gone from the credit file: resolved, as of `at`. */
    async resolveWithin(tx: Transaction, id: number, at: Date) {
      await repo.resolveWithin(tx, id, at);
    },
    /** A person may mark their own issue resolved; only admins set other statuses. */
    async changeStatus(viewer: SessionUser, id: number, status: CreditIssueStatus) {
      const row = await visibleIssue(viewer, id);
      if (!isAdmin(viewer) && status !== 'RESOLVED') {
        throw new AppError(403, 'FORBIDDEN', 'You can only mark an issue as resolved', [
          { field: 'status', message: 'Only RESOLVED is allowed' },
        ]);
      }
      const [issue] = await withStandings([await repo.setStatus(row.id, status)]);
      return issue as CreditIssue;
    },
    /**
     * The day a collector first contacted the consumer about a collection (null clears it): the
     * 30 days to ask the collector to validate the debt run from it. Only a collection has a
     * collector, and the day cannot be after today in the company's calendar.
     */
    async setCollectorFirstContact(
      viewer: SessionUser,
      id: number,
      firstContactOn: string | null,
      origin: RequestOrigin,
    ) {
      const row = await visibleIssue(viewer, id);
      const refuse = (message: string) => badRequest(message, [{ field: 'firstContactOn', message }]);
      if (row.type !== 'COLLECTION') throw refuse(collectorFirstContactMessages.notACollection);
      if (firstContactOn !== null && firstContactOn > dayIn(timeZone, now())) {
        throw refuse(collectorFirstContactMessages.inFuture);
      }
      const updated = await repo.inTransaction(async (tx) => {
        const changed = await repo.setCollectorFirstContactWithin(tx, row.id, firstContactOn);
        await audit.record(
          {
            actorId: viewer.id,
            action: 'credit_issue.first_contact_set',
            targetType: 'credit_issue',
            targetId: row.id,
            subjectUserId: row.userId,
            origin,
            details: { from: row.collectorFirstContactOn, to: firstContactOn },
          },
          tx,
        );
        return changed;
      });
      const [issue] = await withStandings([updated]);
      return issue as CreditIssue;
    },
    /**
     * A bureau's answer moves the item: gone when deleted, back to active while it stays reported;
     * inside the caller's transaction when given one.
     */
    async followBureauOutcome(id: number, deleted: boolean, tx?: Transaction) {
      await repo.setStatus(id, deleted ? 'RESOLVED' : 'ACTIVE', tx);
    },
    /** The same, inside the transaction that writes the dispute: both land or neither. */
    markDisputedWithin: (tx: Transaction, id: number) => repo.markDisputedWithin(tx, id),
    async markDisputed(id: number) {
      const row = await repo.find(id);
      if (row && row.status === 'ACTIVE') await repo.setStatus(id, 'DISPUTED');
    },
  };
}
export type CreditIssuesService = ReturnType<typeof createCreditIssuesService>;
