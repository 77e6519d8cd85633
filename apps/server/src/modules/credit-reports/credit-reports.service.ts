import type { CreditReport, ScorePoint } from '@app/contracts/credit-reports.contract';
import { clampScore, creditRatingFor } from '@app/contracts/score';
import type { Transaction } from '../../db/transaction';
import type { AuditLog } from '../../platform/audit/audit-log';
import { assertCanSee } from '../../platform/auth/record-owner';
import type { Acting } from '../../platform/auth/request-origin';
import { notFound } from '../../platform/errors';
import type { CreditReportRow, CreditReportsRepository } from './credit-reports.repository';

const toCreditReport = (r: CreditReportRow): CreditReport => ({
  id: r.id,
  userId: r.userId,
  creditScore: r.creditScore,
  creditRating: r.creditRating,
  utilizationRate: r.utilizationBp === null ? null : r.utilizationBp / 10_000,
  accountAge: r.accountAgeMonths,
  source: r.source,
  lastUpdated: r.lastUpdated.toISOString(),
});

export interface NewCreditReport {
  userId: number;
  creditScore: number;
  /** Null (or left out) when nothing read or entered says it: never an assumed figure. */
  utilizationRate?: number | null;
  accountAge?: number | null;
  source: CreditReportRow['source'];
  at?: Date;
}

function reportRow(input: NewCreditReport) {
  const score = clampScore(input.creditScore);
  return {
    userId: input.userId,
    creditScore: score,
    creditRating: creditRatingFor(score),
    utilizationBp: input.utilizationRate == null ? null : Math.round(input.utilizationRate * 10_000),
    accountAgeMonths: input.accountAge ?? null,
    source: input.source,
    lastUpdated: input.at ?? new Date(),
  };
}

export function createCreditReportsService(repo: CreditReportsRepository, audit: AuditLog) {
  /** A new report is a new snapshot; its score becomes a history point. */
  async function record(input: NewCreditReport) {
    if (!(await repo.userExists(input.userId))) throw notFound('User');
    return toCreditReport(await repo.insertWithHistory(reportRow(input)));
  }
  return {
    async latest(userId: number) {
      const row = await repo.latestForUser(userId);
      return row ? toCreditReport(row) : null;
    },
    /** The newest report that is a reading of the file, not a specialist's statement; null before one. */
    async latestReading(userId: number) {
      const row = await repo.latestReadingForUser(userId);
      return row ? toCreditReport(row) : null;
    },
    async history(userId: number): Promise<ScorePoint[]> {
      return (await repo.history(userId)).map((p) => ({ ...p, recordedAt: p.recordedAt.toISOString() }));
    },
    record,
    /** Figures an admin states for a client, shown as such; the report and its audit entry land together. */
    async recordStated(input: Omit<NewCreditReport, 'source'>, by: Acting) {
      if (!(await repo.userExists(input.userId))) throw notFound('User');
      await assertCanSee(by.user, input.userId, 'User');
      const row = await repo.inTransaction(async (tx) => {
        const saved = await repo.insertWithHistory(reportRow({ ...input, source: 'specialist' }), tx);
        await audit.record(
          {
            actorId: by.user.id,
            action: 'credit_report.created',
            targetType: 'credit_report',
            targetId: saved.id,
            subjectUserId: saved.userId,
            origin: by,
            details: { creditScore: saved.creditScore },
          },
          tx,
        );
        return saved;
      });
      return toCreditReport(row);
    },
    /**
     * A person's own figures from a report they pulled: a figure left blank keeps what the latest
     * reading said (a specialist's statement is not carried into the person's own report).
     */
    async recordOwn(
      userId: number,
      input: { creditScore: number; utilizationRate?: number; accountAge?: number },
    ) {
      const before = await repo.latestReadingForUser(userId);
      const kept = before ? toCreditReport(before) : null;
      return record({
        userId,
        creditScore: input.creditScore,
        utilizationRate: input.utilizationRate ?? kept?.utilizationRate ?? null,
        accountAge: input.accountAge ?? kept?.accountAge ?? null,
        source: 'self',
      });
    },
    /** `record`, as part of the caller's transaction (the user row is in it, not yet visible outside). */
    async recordWithin(tx: Transaction, input: NewCreditReport) {
      return toCreditReport(await repo.insertWithHistory(reportRow(input), tx));
    },
  };
}
export type CreditReportsService = ReturnType<typeof createCreditReportsService>;
