import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { creditIssueKeys } from '../../../lib/query-keys/credit-issues';

/** GET /api/credit-issues/{userId}: a client's stored credit issues, which letters are written for. */
const getClientCreditIssues = (userId: number) =>
  call(endpoints.listUserCreditIssues, { params: { id: userId } });

const clientCreditIssuesQuery = (userId: number) =>
  queryOptions({
    // Under the issues' key, so confirming found items or filing a dispute refreshes it.
    queryKey: creditIssueKeys.ofClient(userId),
    queryFn: () => getClientCreditIssues(userId),
  });

export const useClientCreditIssues = (userId: number | undefined) =>
  useQuery({ ...clientCreditIssuesQuery(userId ?? 0), enabled: !!userId });
