import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { clientKeys } from '../../../lib/query-keys/clients';

/** GET /api/admin/clients/{userId}/summary: score, active issues, pending and total disputes. */
const getClientSummary = (userId: number) => call(endpoints.getClientSummary, { params: { userId } });

const clientSummaryQuery = (userId: number) =>
  queryOptions({
    queryKey: clientKeys.summary(userId),
    queryFn: () => getClientSummary(userId),
  });

export const useClientSummary = (userId: number) => useQuery(clientSummaryQuery(userId));
