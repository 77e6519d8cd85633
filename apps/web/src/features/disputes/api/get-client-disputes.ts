import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { disputeKeys } from '../../../lib/query-keys/disputes';

/** GET /api/disputes/{userId}: a client's disputes (Dispute Center; Bureau Analysis links answers to them). */
const getClientDisputes = (userId: number) => call(endpoints.listUserDisputes, { params: { userId } });

const clientDisputesQuery = (userId: number) =>
  queryOptions({
    queryKey: disputeKeys.ofClient(userId),
    queryFn: () => getClientDisputes(userId),
  });

export const useClientDisputes = (userId: number | undefined) =>
  useQuery({ ...clientDisputesQuery(userId ?? 0), enabled: !!userId });
