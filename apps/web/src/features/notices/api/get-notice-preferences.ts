import type { NoticePreferences } from '@app/contracts/notices.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { noticeKeys } from '../../../lib/query-keys/notices';

/** GET /api/notice-preferences: each kind of e-mail notice on or off (on unless turned off). */
const noticePreferencesQuery = queryOptions({
  queryKey: noticeKeys.preferences(),
  queryFn: () => apiGetRequired<NoticePreferences>('/api/notice-preferences'),
});

export const useNoticePreferences = () => useQuery(noticePreferencesQuery);
