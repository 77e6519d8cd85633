import type { CreditReport, ScorePoint } from '@app/contracts/credit-reports.contract';
import { clampScore, creditRatingFor } from '@app/contracts/score';
import type { Transaction } from '../../db/transaction';
import { notFound } from '../../platform/errors';
import type { CreditReportRow, CreditReportsRepository } from './credit-reports.repository';

const toCreditReport = (r: CreditReportRow): CreditReport => ({
  id: r.id,
  userId: r.userId,
  creditScore: r.creditScore,
  creditRating: r.creditRating,
  utilizationRate: r.utilizationBp / 10_000,
  accountAge: r.accountAgeMonths,
  source: r.source,
  lastUpdated: r.lastUpdated.toISOString(),
});

export interface NewCreditReport {
  userId: number;
  creditScore: number;
  utilizationRate: number;
  accountAge: number;
  source: CreditReportRow['source'];
  at?: Date;
}

function reportRow(input: NewCreditReport) {
  const score = clampScore(input.creditScore);
  return {
    userId: input.userId,
    creditScore: score,
    creditRating: creditRatingFor(score),
    utilizationBp: Math.round(input.utilizationRate * 10_000),
    accountAgeMonths: input.accountAge,
    source: input.source,
    lastUpdated: input.at ?? new Date(),
  };
}

export function createCreditReportsService(repo: CreditReportsRepository) {
  return {
    async latest(userId: number) {
      const row = await repo.latestForUser(userId);
      return row ? toCreditReport(row) : null;
    },
    async history(userId: number): Promise<ScorePoint[]> {
      return (await repo.history(userId)).map((p) => ({ ...p, recordedAt: p.recordedAt.toISOString() }));
    },
    /** A new report is a new snapshot; its score becomes a history point. */
    async record(input: NewCreditReport) {
      if (!(await repo.userExists(input.userId))) throw notFound('User');
      return toCreditReport(await repo.insertWithHistory(reportRow(input)));
    },
    /** The same, as part of the caller's transaction (the user row is in it, not yet visible outside). */
    async recordWithin(tx: Transaction, input: NewCreditReport) {
      return toCreditReport(await repo.insertWithHistory(reportRow(input), tx));
    },
  };
}
export type CreditReportsService = ReturnType<typeof createCreditReportsService>;
