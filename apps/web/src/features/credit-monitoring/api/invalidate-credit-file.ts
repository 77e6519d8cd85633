import type { QueryClient } from '@tanstack/react-query';
import { creditIssueKeys } from '../../../lib/query-keys/credit-issues';
import { creditMonitoringKeys } from '../../../lib/query-keys/credit-monitoring';
import { creditReportKeys } from '../../../lib/query-keys/credit-reports';
import { disputeKeys } from '../../../lib/query-keys/disputes';

/**
 * An import changes more than the connection: new issues, resolved ones, a score point, and a
 * dispute credited with a removal. Every screen showing any of them refreshes.
 */
export const invalidateCreditFile = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: creditMonitoringKeys.all }),
    queryClient.invalidateQueries({ queryKey: creditIssueKeys.all }),
    queryClient.invalidateQueries({ queryKey: creditReportKeys.all }),
    queryClient.invalidateQueries({ queryKey: disputeKeys.lists() }),
  ]);
