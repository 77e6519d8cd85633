import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { supportTiming } from '@app/contracts/support.contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { supportKeys } from '../../../lib/query-keys/support';

/** GET /api/support/chat/{sessionId}/messages: the chat with the team's replies (ETag: idle polls are 304). */
const getChatTranscript = (sessionId: string) =>
  call(endpoints.getSupportChatTranscript, { params: { sessionId } });

const chatTranscriptQuery = (sessionId: string, live: boolean) =>
  queryOptions({
    queryKey: supportKeys.transcript(sessionId),
    queryFn: () => getChatTranscript(sessionId),
    // The live stream says when to read again; without it, every 5 s.
    refetchInterval: live ? false : supportTiming.chatPollMs,
  });

export const useChatTranscript = (sessionId: string | null, live: boolean) =>
  useQuery({ ...chatTranscriptQuery(sessionId ?? '', live), enabled: !!sessionId });
