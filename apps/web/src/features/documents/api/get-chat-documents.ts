import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { supportTiming } from '@app/contracts/support.contract';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { documentKeys } from '../../../lib/query-keys/documents';

/** GET /api/chat/documents/{userId}: the vault, newest first; polled while the live stream is down. */
const getChatDocuments = (userId: number) => call(endpoints.listChatDocuments, { params: { userId } });

export const useChatDocuments = (userId: number, live: boolean) =>
  useQuery({
    queryKey: documentKeys.vault(userId),
    queryFn: () => getChatDocuments(userId),
    // While a document is still being read, poll until its tags arrive even without the stream.
    refetchInterval: (q) =>
      live
        ? false
        : q.state.data?.some((d) => d.extractionStatus === 'PENDING')
          ? 3000
          : supportTiming.chatPollMs,
  });
