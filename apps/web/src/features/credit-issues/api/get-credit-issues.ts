import { issueStanding } from '@app/contracts/bureau-standing-rules';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { creditIssueKeys } from '../../../lib/query-keys/credit-issues';

/** GET /api/credit-issues: the signed-in person's negative items. */
const getCreditIssues = () => call(endpoints.listCreditIssues);

export const creditIssuesQuery = queryOptions({ queryKey: creditIssueKeys.own(), queryFn: getCreditIssues });

export const useCreditIssues = () => useQuery(creditIssuesQuery);

/** Counts for summary tiles and dashboard counters; an item counts as disputed once a letter is approved. */
export const useCreditIssueCounts = () =>
  useQuery({
    ...creditIssuesQuery,
    select: (list) => ({
      total: list.length,
      active: list.filter((i) => ['NOT_DISPUTED', 'DRAFTED'].includes(issueStanding(i))).length,
      disputed: list.filter((i) => issueStanding(i) === 'IN_DISPUTE').length,
      resolved: list.filter((i) => i.status === 'RESOLVED').length,
    }),
  });
