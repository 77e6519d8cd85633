import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { supportTiming } from '@app/contracts/support.contract';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { secureChatKeys } from '../../../lib/query-keys/secure-chat';

/** GET /api/chat/messages/{userId}: polled every 5 s while the live stream is down. */
const getChatMessages = (userId: number) => call(endpoints.getSecureChatMessages, { params: { userId } });

export const useChatMessages = (userId: number | null, live: boolean) =>
  useQuery({
    queryKey: secureChatKeys.messages(userId ?? 0),
    queryFn: () => getChatMessages(userId as number),
    enabled: userId !== null,
    refetchInterval: live ? false : supportTiming.chatPollMs,
  });
