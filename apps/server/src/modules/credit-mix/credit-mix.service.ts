import { dayIn } from '@app/contracts/common/dates';
import { analyseCreditMix } from '@app/contracts/credit-mix';
import type { CreditMixAnalysis, MixIntent, MixProductId } from '@app/contracts/credit-mix.contract';
import { conflict } from '../../platform/errors';
import type { CreditMonitoringService } from '../credit-monitoring/credit-monitoring.service';
import type { CreditMixRepository } from './credit-mix.repository';

export function createCreditMixService(deps: {
  repo: CreditMixRepository;
  monitoring: Pick<CreditMonitoringService, 'fileAccounts'>;
  timeZone: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const today = () => dayIn(deps.timeZone, now());

  async function analysis(userId: number): Promise<CreditMixAnalysis> {
    const accounts = await deps.monitoring.fileAccounts(userId);
    const intents = Object.fromEntries(
      (await deps.repo.intentsOf(userId)).map((r) => [r.productId, r.recordedOn]),
    );
    return { ...analyseCreditMix(accounts, today(), intents), hasCreditFile: accounts.length > 0 };
  }

  return {
    analysis,
    /** Records the intent only for a kind the analysis recommends to this person. */
    async recordIntent(userId: number, productId: MixProductId): Promise<MixIntent> {
      const current = await analysis(userId);
      if (!current.recommendedProducts.some((p) => p.id === productId))
        throw conflict('This kind of product is not among your recommendations');
      return { productId, intentRecordedOn: await deps.repo.recordIntent(userId, productId, today()) };
    },
  };
}
export type CreditMixService = ReturnType<typeof createCreditMixService>;
