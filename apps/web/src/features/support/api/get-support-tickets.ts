import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { type SupportListQuery, supportTiming } from '@app/contracts/support.contract';
import { keepPreviousData } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { supportKeys } from '../../../lib/query-keys/support';
import { listQuery } from './list-query';

/** GET /api/support/admin/tickets: the same filters; polled every 10 s without the stream. */
const getSupportTickets = (q: SupportListQuery) =>
  call(endpoints.listSupportTickets, { query: listQuery(q) });

export const useSupportTickets = (q: SupportListQuery, live: boolean) =>
  useQuery({
    queryKey: supportKeys.tickets(q),
    queryFn: () => getSupportTickets(q),
    placeholderData: keepPreviousData,
    refetchInterval: live ? false : supportTiming.listsPollMs,
  });
