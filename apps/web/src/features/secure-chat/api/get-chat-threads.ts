import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { supportTiming } from '@app/contracts/support.contract';
import { keepPreviousData } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { secureChatKeys } from '../../../lib/query-keys/secure-chat';

/** GET /api/chat/threads: clients with unread counts and the last message (admins). */
const getChatThreads = (search: string) =>
  call(endpoints.listSecureChatThreads, { query: { search: search || undefined } });

export const useChatThreads = (search: string, live: boolean) =>
  useQuery({
    queryKey: secureChatKeys.threads(search),
    queryFn: () => getChatThreads(search),
    placeholderData: keepPreviousData,
    refetchInterval: live ? false : supportTiming.listsPollMs,
  });
