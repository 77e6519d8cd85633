import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { feedbackKeys } from '../../../lib/query-keys/feedback';

/** GET /api/admin/feedback/analytics: uses and average rating per feature. */
const featureAnalyticsQuery = queryOptions({
  queryKey: feedbackKeys.analytics(),
  queryFn: () => call(endpoints.getFeatureAnalytics),
});

export const useFeatureAnalytics = () => useQuery(featureAnalyticsQuery);
