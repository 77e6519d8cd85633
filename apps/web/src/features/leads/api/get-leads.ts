import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { LeadStatus } from '@app/contracts/leads.contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { leadKeys } from '../../../lib/query-keys/leads';

export interface LeadListFilter {
  page: number;
  pageSize: number;
  status?: LeadStatus;
  /** Searches name, e-mail and phone. */
  q?: string;
}

/** GET /api/admin/leads: submissions of the public form, latest activity first. */
const getLeads = ({ page, pageSize, status, q }: LeadListFilter) =>
  call(endpoints.listLeads, { query: { page, pageSize, status: status || undefined, q: q || undefined } });

const leadsQuery = (filter: LeadListFilter) =>
  queryOptions({
    queryKey: leadKeys.page(filter),
    queryFn: () => getLeads(filter),
    placeholderData: keepPreviousData,
  });

export const useLeads = (filter: LeadListFilter) => useQuery(leadsQuery(filter));
