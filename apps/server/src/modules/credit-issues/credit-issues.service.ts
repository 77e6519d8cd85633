import { centsToMoney } from '@app/contracts/common/money';
import type { CreditIssue, CreditIssueStatus, CreditIssueType } from '@app/contracts/credit-issues.contract';
import { isAdmin } from '@app/contracts/permissions';
import type { Transaction } from '../../db/transaction';
import { assertCanSee } from '../../platform/auth/record-owner';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { AppError, notFound } from '../../platform/errors';
import type { CreditIssueRow, CreditIssuesRepository } from './credit-issues.repository';

const toCreditIssue = (r: CreditIssueRow): CreditIssue => ({
  id: r.id,
  userId: r.userId,
  type: r.type,
  title: r.title,
  description: r.description,
  creditor: r.creditor,
  accountNumberLast4: r.accountNumberLast4,
  amount: r.amountCents === null ? null : centsToMoney(r.amountCents),
  dateReported: r.dateReported,
  dateAdded: r.dateAdded.toISOString(),
  impact: r.impact,
  bureaus: r.bureaus,
  status: r.status,
  findings: r.findings,
});

export interface NewCreditIssue {
  userId: number;
  type: CreditIssueType;
  title: string;
  description: string;
  creditor: string;
  accountNumber?: string | null;
  amountCents?: number | null;
  dateReported?: string | null;
  impact: number;
  bureaus: CreditIssue['bureaus'];
  findings?: CreditIssue['findings'];
}

export function createCreditIssuesService(deps: { repo: CreditIssuesRepository; secretBox: SecretBox }) {
  const { repo, secretBox } = deps;

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
    assertCanSee(viewer, row.userId, 'Credit issue');
    return row;
  }

  return {
    async list(userId: number) {
      return (await repo.listForUser(userId)).map(toCreditIssue);
    },
    /** The issue as its owner (or an admin) sees it; 404 for anyone else. */
    async get(viewer: SessionUser, id: number) {
      return toCreditIssue(await visibleIssue(viewer, id));
    },
    async add(items: NewCreditIssue[]) {
      return (await repo.insert(items.map(sealedRow))).map(toCreditIssue);
    },
    /** The same, inside the caller's transaction (a bureau file's import). */
    async addWithin(tx: Transaction, items: NewCreditIssue[]) {
      return (await repo.insertWithin(tx, items.map(sealedRow))).map(toCreditIssue);
    },
    async listWithin(tx: Transaction, userId: number) {
      return (await repo.listForUserWithin(tx, userId)).map(toCreditIssue);
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
      return toCreditIssue(await repo.setStatus(row.id, status));
    },
    /** A bureau's answer moves the item: gone when deleted, back to active while it stays reported. */
    async followBureauOutcome(id: number, deleted: boolean) {
      await repo.setStatus(id, deleted ? 'RESOLVED' : 'ACTIVE');
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
