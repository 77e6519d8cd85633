import type { FeedbackEntry } from '@app/contracts/feedback.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { feedbackKeys } from '../../../lib/query-keys/feedback';

/** GET /api/admin/feedback, newest first. */
const feedbackQuery = queryOptions({
  queryKey: feedbackKeys.list(),
  queryFn: () => apiGetRequired<FeedbackEntry[]>('/api/admin/feedback'),
});

export const useFeedback = () => useQuery(feedbackQuery);
