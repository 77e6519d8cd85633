import {
  type CreditBuildingAction,
  type CreditBuildingStatus,
  creditBuildingMessages,
  nextCreditBuildingStatus,
} from '@app/contracts/credit-building.contract';
import { assertCanSee } from '../../platform/auth/record-owner';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { AppError, notFound } from '../../platform/errors';
import type { CreditBuildingActionRow, CreditBuildingRepository } from './credit-building.repository';

const toAction = ({ userId: _u, updatedAt: _t, ...a }: CreditBuildingActionRow): CreditBuildingAction => a;

export function createCreditBuildingService(repo: CreditBuildingRepository) {
  return {
    async list(userId: number) {
      return (await repo.listForUser(userId)).map(toAction);
    },
    async advance(viewer: SessionUser, id: number, to: CreditBuildingStatus) {
      const row = await repo.find(id);
      if (!row) throw notFound('Action');
      assertCanSee(viewer, row.userId, 'Action');
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
