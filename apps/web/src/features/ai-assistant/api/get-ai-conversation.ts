import { aiConversationPollMs } from '@app/contracts/ai-assistant.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { aiAssistantKeys } from '../../../lib/query-keys/ai-assistant';

/** GET /api/ai/conversation/{userId}: polled every 3 s while the live stream is down. */
const getAiConversation = (userId: number) => call(endpoints.getAiConversation, { params: { userId } });

export const useAiConversation = (userId: number, live: boolean) =>
  useQuery({
    queryKey: aiAssistantKeys.conversation(userId),
    queryFn: () => getAiConversation(userId),
    refetchInterval: live ? false : aiConversationPollMs,
  });
