import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { feedbackKeys } from '../../../lib/query-keys/feedback';

/** GET /api/admin/feedback, newest first. */
const feedbackQuery = queryOptions({
  queryKey: feedbackKeys.list(),
  queryFn: () => call(endpoints.listFeedback),
});

export const useFeedback = () => useQuery(feedbackQuery);
