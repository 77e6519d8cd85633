import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { noticeKeys } from '../../../lib/query-keys/notices';

/** GET /api/notice-preferences: each kind of e-mail notice on or off (on unless turned off). */
const noticePreferencesQuery = queryOptions({
  queryKey: noticeKeys.preferences(),
  queryFn: () => call(endpoints.getNoticePreferences),
});

export const useNoticePreferences = () => useQuery(noticePreferencesQuery);
