import type { CreditCard } from '@app/contracts/utilization.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { utilizationKeys } from '../../../lib/query-keys/utilization';

/** GET /api/credit-cards: imported revolving accounts and the cards the person added. */
const getCreditCards = () => apiGetRequired<CreditCard[]>('/api/credit-cards');

export const useCreditCards = () =>
  useQuery(queryOptions({ queryKey: utilizationKeys.cards(), queryFn: getCreditCards }));
