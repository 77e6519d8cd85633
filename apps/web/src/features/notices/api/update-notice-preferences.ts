import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { NoticePreferences } from '@app/contracts/notices.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { noticeKeys } from '../../../lib/query-keys/notices';

/** PUT /api/notice-preferences: the person's own choices, all kinds at once. */
const updateNoticePreferences = (body: NoticePreferences) =>
  call(endpoints.updateNoticePreferences, { body });

export function useUpdateNoticePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNoticePreferences,
    onSuccess: (saved) => queryClient.setQueryData(noticeKeys.preferences(), saved),
  });
}
