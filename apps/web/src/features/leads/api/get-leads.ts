import type { AdminLeadListPage, LeadStatus } from '@app/contracts/leads.contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { leadKeys } from '../../../lib/query-keys/leads';

export interface LeadListFilter {
  page: number;
  pageSize: number;
  status?: LeadStatus;
  /** Searches name, e-mail and phone. */
  q?: string;
}

/** GET /api/admin/leads: submissions of the public form, latest activity first. */
const getLeads = ({ page, pageSize, status, q }: LeadListFilter) => {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (status) params.set('status', status);
  if (q) params.set('q', q);
  return apiGetRequired<AdminLeadListPage>(`/api/admin/leads?${params}`);
};

const leadsQuery = (filter: LeadListFilter) =>
  queryOptions({
    queryKey: leadKeys.page(filter),
    queryFn: () => getLeads(filter),
    placeholderData: keepPreviousData,
  });

export const useLeads = (filter: LeadListFilter) => useQuery(leadsQuery(filter));
