import type { invoice } from '@app/contracts/billing.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { billingKey } from './get-billing-overview';

export type Invoice = (typeof invoice)['_zod']['output'];

/** GET /api/stripe/invoices: the person's invoices, newest first, with what was performed in each month. */
const getInvoices = () => apiGetRequired<Invoice[]>('/api/stripe/invoices');

const invoicesQuery = queryOptions({
  queryKey: [...billingKey, 'invoices'],
  queryFn: getInvoices,
});

export const useInvoices = () => useQuery(invoicesQuery);
