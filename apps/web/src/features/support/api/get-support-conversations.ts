import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { type SupportListQuery, supportTiming } from '@app/contracts/support.contract';
import { keepPreviousData } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { supportKeys } from '../../../lib/query-keys/support';
import { listQuery } from './list-query';

/** GET /api/support/admin/conversations: search, status and priority filters on the server; polled every 10 s without the stream. */
const getSupportConversations = (q: SupportListQuery) =>
  call(endpoints.listSupportConversations, { query: listQuery(q) });

export const useSupportConversations = (q: SupportListQuery, live: boolean) =>
  useQuery({
    queryKey: supportKeys.conversations(q),
    queryFn: () => getSupportConversations(q),
    placeholderData: keepPreviousData,
    refetchInterval: live ? false : supportTiming.listsPollMs,
  });
