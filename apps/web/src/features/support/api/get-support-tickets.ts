import {
  type SupportListQuery,
  type SupportTicketPage,
  supportTiming,
} from '@app/contracts/support.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { supportKeys } from '../../../lib/query-keys/support';
import { listQueryString } from './list-query';

/** GET /api/support/admin/tickets: the same filters; polled every 10 s without the stream. */
const getSupportTickets = (q: SupportListQuery) =>
  apiGetRequired<SupportTicketPage>(`/api/support/admin/tickets?${listQueryString(q)}`);

export const useSupportTickets = (q: SupportListQuery, live: boolean) =>
  useQuery({
    queryKey: supportKeys.tickets(q),
    queryFn: () => getSupportTickets(q),
    placeholderData: keepPreviousData,
    refetchInterval: live ? false : supportTiming.listsPollMs,
  });
