import { dayIn } from '@app/contracts/common/dates';
import { budgetToOptimal, payDownPlan } from '@app/contracts/utilization';
import type {
  AddCreditCardRequest,
  CreditCard,
  OptimizationResult,
  UtilizationAlert,
} from '@app/contracts/utilization.contract';
import { assertCanSee } from '../../platform/auth/record-owner';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { conflict, notFound } from '../../platform/errors';
import type { CreditMonitoringService } from '../credit-monitoring/credit-monitoring.service';
import type { CreditReportsService } from '../credit-reports/credit-reports.service';
import type { CreditCardRow, UtilizationAlertRow, UtilizationRepository } from './utilization.repository';
import { utilizationAlertsFor } from './utilization-alert-rules';

/**
 * The estimate's starting point when no report has a score yet: it only bounds the estimated gain
 * (a score cannot pass 850) and is never shown as the person's score.
 */
const scoreWhenUnknown = 650;
/** Imported cards that are closed by the creditor no longer count toward utilization. */
const closedStatuses = new Set(['Collection', 'Charge-off', 'Repossession']);

const addedCard = (r: CreditCardRow): CreditCard => ({
  id: `card-${r.id}`,
  source: 'ADDED',
  cardName: r.cardName,
  bank: r.bank,
  currentBalance: r.balanceCents,
  creditLimit: r.limitCents,
  interestRate: r.aprHundredths,
  dueDate: r.dueDate,
});

const toAlert = (r: UtilizationAlertRow): UtilizationAlert => ({
  id: r.id,
  urgency: r.urgency,
  message: r.message,
  actionSuggestion: r.actionSuggestion,
  suggestedAmount: r.suggestedAmountCents,
  isRead: r.isRead,
  createdAt: r.createdAt.toISOString(),
});

export function createUtilizationService(deps: {
  repo: UtilizationRepository;
  monitoring: Pick<CreditMonitoringService, 'fileAccounts'>;
  reports: Pick<CreditReportsService, 'latest'>;
  timeZone: string;
  now?: () => Date;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function cards(userId: number): Promise<CreditCard[]> {
    const imported = (await deps.monitoring.fileAccounts(userId))
      .filter((a) => a.revolving && (a.creditLimitCents ?? 0) > 0 && !closedStatuses.has(a.paymentStatus))
      .map(
        (a): CreditCard => ({
          id: `file-${a.id}`,
          source: 'IMPORTED',
          cardName: a.accountNumberLast4 ? `${a.accountName} ••${a.accountNumberLast4}` : a.accountName,
          bank: a.creditor,
          currentBalance: a.balanceCents,
          creditLimit: a.creditLimitCents ?? 0,
          interestRate: null,
          dueDate: null,
        }),
      );
    return [...imported, ...(await repo.cardsOf(userId)).map(addedCard)];
  }

  async function ownCard(viewer: SessionUser, cardId: string) {
    const row = await repo.findCard(Number(cardId.slice('card-'.length)));
    if (!row) throw notFound('Credit card');
    await assertCanSee(viewer, row.userId, 'Credit card');
    return row;
  }

  return {
    cards,
    async addCard(userId: number, input: Required<AddCreditCardRequest>) {
      const row = await repo.insertCard({
        userId,
        cardName: input.cardName,
        bank: input.bank,
        balanceCents: input.currentBalance,
        limitCents: input.creditLimit,
        aprHundredths: input.interestRate,
        dueDate: input.dueDate,
      });
      return addedCard(row);
    },
    async removeCard(viewer: SessionUser, cardId: string) {
      const row = await ownCard(viewer, cardId);
      await repo.removeCard(row.id);
    },
    /** Runs the rules on today's cards, then answers the stored alerts (so read marks persist). */
    async alerts(userId: number) {
      await repo.replaceAlerts(
        userId,
        utilizationAlertsFor(await cards(userId), dayIn(deps.timeZone, now())),
      );
      return (await repo.alertsOf(userId)).map(toAlert);
    },
    async markRead(viewer: SessionUser, id: number) {
      const row = await repo.findAlert(id);
      if (!row) throw notFound('Alert');
      await assertCanSee(viewer, row.userId, 'Alert');
      await repo.markRead(id);
      return toAlert({ ...row, isRead: true });
    },
    /** Without a budget (the spec sends none) the plan brings every card to the optimal 10% line. */
    async optimize(userId: number, budget?: number): Promise<OptimizationResult> {
      const list = await cards(userId);
      if (!list.some((c) => c.currentBalance > 0)) throw conflict('There is no card balance to optimize');
      const score = (await deps.reports.latest(userId))?.creditScore ?? scoreWhenUnknown;
      return payDownPlan(list, budget ?? budgetToOptimal(list), score);
    },
  };
}
export type UtilizationService = ReturnType<typeof createUtilizationService>;
