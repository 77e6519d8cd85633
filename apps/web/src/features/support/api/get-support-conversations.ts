import {
  type SupportConversationPage,
  type SupportListQuery,
  supportTiming,
} from '@app/contracts/support.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { supportKeys } from '../../../lib/query-keys/support';
import { listQueryString } from './list-query';

/** GET /api/support/admin/conversations: search, status and priority filters on the server; polled every 10 s without the stream. */
const getSupportConversations = (q: SupportListQuery) =>
  apiGetRequired<SupportConversationPage>(`/api/support/admin/conversations?${listQueryString(q)}`);

export const useSupportConversations = (q: SupportListQuery, live: boolean) =>
  useQuery({
    queryKey: supportKeys.conversations(q),
    queryFn: () => getSupportConversations(q),
    placeholderData: keepPreviousData,
    refetchInterval: live ? false : supportTiming.listsPollMs,
  });
