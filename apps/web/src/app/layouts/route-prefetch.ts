import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { creditGoalQuery } from '../../features/credit-goals/api/get-credit-goal';
import { creditIssuesQuery } from '../../features/credit-issues/api/get-credit-issues';
import { creditReportQuery } from '../../features/credit-reports/api/get-credit-reports';
import { scoreHistoryQuery } from '../../features/credit-reports/api/get-score-history';
import { disputesQuery } from '../../features/disputes/api/get-disputes';
import { followUpsQuery } from '../../features/mail-tracking/api/get-follow-ups';

type Prefetch = (client: QueryClient) => void;

const issuesAndDisputes: Prefetch = (client) => {
  void client.prefetchQuery(creditIssuesQuery);
  void client.prefetchQuery(disputesQuery);
};

/** What a client page asks for first, by path: the requests start while the page's code loads. */
const prefetchByPath: Record<string, Prefetch> = {
  [paths.dashboard]: (client) => {
    issuesAndDisputes(client);
    void client.prefetchQuery(creditReportQuery);
    void client.prefetchQuery(scoreHistoryQuery);
    void client.prefetchQuery(creditGoalQuery);
    void client.prefetchQuery(followUpsQuery);
  },
  [paths.creditRepair]: issuesAndDisputes,
};

/** Starts a matched page's queries at once, instead of after its chunks have arrived and rendered. */
export function useRoutePrefetch(options: { isAdmin: boolean }) {
  const { pathname } = useLocation();
  const client = useQueryClient();
  useEffect(() => {
    // A client's home is the Credit Repair page; an admin's is the portal.
    const path = pathname === paths.landing && !options.isAdmin ? paths.creditRepair : pathname;
    prefetchByPath[path]?.(client);
  }, [pathname, client, options.isAdmin]);
}
