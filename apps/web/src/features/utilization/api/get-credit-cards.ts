import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { utilizationKeys } from '../../../lib/query-keys/utilization';

/** GET /api/credit-cards: imported revolving accounts and the cards the person added. */
const getCreditCards = () => call(endpoints.getCreditCards);

export const useCreditCards = () =>
  useQuery(queryOptions({ queryKey: utilizationKeys.cards(), queryFn: getCreditCards }));
