import { clientLimitOf } from '@app/contracts/organizations.contract';
import type { Transaction } from '../../db/transaction';
import { AppError } from '../errors';
import { clientSeatsWithin } from './organizations.repository';

/**
 * Refuses `adding` new active clients once the organization's plan holds no more (White Label: 50),
 * in the words `refusal` gives. Run inside the transaction that adds them: the count locks the
 * organization's row until it ends, so two admins racing for the last places cannot both have them.
 */
export async function assertClientPlaces(
  tx: Transaction,
  organizationId: number,
  adding: number,
  refusal: (limit: number, active: number) => string,
) {
  const { plan, active } = await clientSeatsWithin(tx, organizationId);
  const limit = clientLimitOf(plan);
  if (limit !== null && active + adding > limit) {
    throw new AppError(409, 'CLIENT_LIMIT_REACHED', refusal(limit, active));
  }
}
