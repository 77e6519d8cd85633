import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { noticeKeys } from '../../../lib/query-keys/notices';

/** Steps are done on other screens (and by the specialist): fresh on every mount, and every minute. */
const pollMs = 60_000;

/** GET /api/next-steps: what needs the signed-in person now; the homes and the header share it. */
export const useNextSteps = (enabled = true) =>
  useQuery({
    queryKey: noticeKeys.nextSteps(),
    queryFn: () => call(endpoints.getNextSteps),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: pollMs,
  });
