import type { AdminLeadListPage } from '@app/contracts/leads.contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { leadKeys } from '../../../lib/query-keys/leads';

/** GET /api/admin/leads: submissions of the public form, newest first. */
const getLeads = (page: number, pageSize: number) =>
  apiGetRequired<AdminLeadListPage>(`/api/admin/leads?page=${page}&pageSize=${pageSize}`);

const leadsQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: leadKeys.page(page, pageSize),
    queryFn: () => getLeads(page, pageSize),
    placeholderData: keepPreviousData,
  });

export const useLeads = (page: number, pageSize: number) => useQuery(leadsQuery(page, pageSize));
