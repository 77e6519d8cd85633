import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { analyticsKeys } from '../../../lib/query-keys/analytics';

/** GET /api/admin/analytics/specialists: each specialist's letters, answers and deletions per month. */
const getSpecialistAnalytics = () => call(endpoints.getSpecialistAnalytics, {});

export const useSpecialistAnalytics = () =>
  useQuery({
    queryKey: analyticsKeys.specialists(),
    queryFn: getSpecialistAnalytics,
    // Counted on each request; a minute old is as good as the office's other figures.
    staleTime: 60_000,
  });
