import type { ChatThread } from '@app/contracts/secure-chat.contract';
import { supportTiming } from '@app/contracts/support.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { secureChatKeys } from '../../../lib/query-keys/secure-chat';

/** GET /api/chat/threads: clients with unread counts and the last message (admins). */
const getChatThreads = (search: string) =>
  apiGetRequired<ChatThread[]>(`/api/chat/threads${search ? `?search=${encodeURIComponent(search)}` : ''}`);

export const useChatThreads = (search: string, live: boolean) =>
  useQuery({
    queryKey: secureChatKeys.threads(search),
    queryFn: () => getChatThreads(search),
    placeholderData: keepPreviousData,
    refetchInterval: live ? false : supportTiming.listsPollMs,
  });
