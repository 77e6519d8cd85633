import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { billingKeys } from '../../../lib/query-keys/billing';

/** GET /api/stripe/invoices: the person's invoices, newest first, with what was performed in each month. */
const getInvoices = () => call(endpoints.listInvoices);

const invoicesQuery = queryOptions({
  queryKey: billingKeys.invoices(),
  queryFn: getInvoices,
});

export const useInvoices = () => useQuery(invoicesQuery);
