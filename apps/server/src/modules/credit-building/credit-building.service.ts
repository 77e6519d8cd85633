import {
  type CreditBuildingAction,
  type CreditBuildingStatus,
  creditBuildingMessages,
  nextCreditBuildingStatus,
} from '@app/contracts/credit-building.contract';
import { creditProfileOf } from '@app/contracts/score-simulator';
import { assertCanSee } from '../../platform/auth/record-owner';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { AppError, notFound } from '../../platform/errors';
import type { CreditIssuesService } from '../credit-issues/credit-issues.service';
import type { CreditMonitoringService } from '../credit-monitoring/credit-monitoring.service';
import type { CreditReportsService } from '../credit-reports/credit-reports.service';
import type { CreditBuildingActionRow, CreditBuildingRepository } from './credit-building.repository';
import { type ReportFacts, recommendedActions } from './recommended-actions';

const toAction = ({ userId: _u, updatedAt: _t, ...a }: CreditBuildingActionRow): CreditBuildingAction => a;

export interface CreditBuildingSources {
  reports: Pick<CreditReportsService, 'latest'>;
  issues: Pick<CreditIssuesService, 'list'>;
  monitoring: Pick<CreditMonitoringService, 'openAccounts'>;
}

export function createCreditBuildingService(repo: CreditBuildingRepository, sources: CreditBuildingSources) {
  /** What the person's newest report says; null without a report (then nothing is recommended). */
  async function reportFacts(userId: number): Promise<ReportFacts | null> {
    const report = await sources.reports.latest(userId);
    if (!report) return null;
    const [issues, accounts] = await Promise.all([
      sources.issues.list(userId),
      sources.monitoring.openAccounts(userId),
    ]);
    // The simulator's count of the items still on the file (a disputed item stays until removed).
    const profile = creditProfileOf(issues, {
      utilizationRate: report.utilizationRate,
      accountAgeMonths: report.accountAge,
    });
    return {
      score: report.creditScore,
      utilizationRate: report.utilizationRate,
      accountAgeMonths: report.accountAge,
      activeLatePayments: profile.latePayments ?? 0,
      activeCollections: profile.collections ?? 0,
      revolving: accounts ? accounts.filter((a) => a.revolving) : null,
      openAccounts: accounts ? accounts.length : null,
    };
  }

  return {
    /** Recommendations follow the newest report; started and completed actions stay as they are. */
    async list(userId: number) {
      const facts = await reportFacts(userId);
      await repo.replaceRecommended(userId, facts ? recommendedActions(facts) : []);
      return (await repo.listForUser(userId)).map(toAction);
    },
    async advance(viewer: SessionUser, id: number, to: CreditBuildingStatus) {
      const row = await repo.find(id);
      if (!row) throw notFound('Action');
      await assertCanSee(viewer, row.userId, 'Action');
      if (nextCreditBuildingStatus[row.status] !== to) {
        throw new AppError(409, 'INVALID_TRANSITION', creditBuildingMessages.invalidTransition, [
          {
            field: 'status',
            message: `From ${row.status} the next status is ${nextCreditBuildingStatus[row.status] ?? 'none'}`,
          },
        ]);
      }
      const updated = await repo.transition(id, row.status, to);
      if (!updated) throw new AppError(409, 'INVALID_TRANSITION', creditBuildingMessages.invalidTransition);
      return toAction(updated);
    },
  };
}
export type CreditBuildingService = ReturnType<typeof createCreditBuildingService>;
