import type { FeatureAnalytics } from '@app/contracts/feedback.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { feedbackKeys } from '../../../lib/query-keys/feedback';

/** GET /api/admin/feedback/analytics: uses and average rating per feature. */
const featureAnalyticsQuery = queryOptions({
  queryKey: feedbackKeys.analytics(),
  queryFn: () => apiGetRequired<FeatureAnalytics>('/api/admin/feedback/analytics'),
});

export const useFeatureAnalytics = () => useQuery(featureAnalyticsQuery);
