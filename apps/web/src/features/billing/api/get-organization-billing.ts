import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { billingKeys } from '../../../lib/query-keys/billing';

/** GET /api/organization/billing: the company's plan, card, next invoice, invoices and postage per month. */
const getOrganizationBilling = () => call(endpoints.getOrganizationBilling);

const organizationBillingQuery = queryOptions({
  queryKey: billingKeys.organization(),
  queryFn: getOrganizationBilling,
});

export const useOrganizationBilling = () => useQuery(organizationBillingQuery);

/** Reads the company's billing again (a card Stripe took lands on the server, not through us). */
export function useRefreshOrganizationBilling() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: billingKeys.organization() });
}
