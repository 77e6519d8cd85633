import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { supportTiming } from '@app/contracts/support.contract';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { supportKeys } from '../../../lib/query-keys/support';

/** GET /api/support/admin/conversations/{id}: one chat with its transcript. */
const getSupportConversation = (id: number) => call(endpoints.getSupportConversation, { params: { id } });

export const useSupportConversation = (id: number | null, live: boolean) =>
  useQuery({
    queryKey: supportKeys.conversation(id ?? 0),
    queryFn: () => getSupportConversation(id as number),
    enabled: id !== null,
    refetchInterval: live ? false : supportTiming.chatPollMs,
  });
