import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { billingKeys } from '../../../lib/query-keys/billing';

export type { PaymentMethod } from '@app/contracts/billing.contract';

/** GET /api/stripe/payment-methods: saved cards (brand, last 4, expiry; never the number). */
const getPaymentMethods = () => call(endpoints.listPaymentMethods);

const paymentMethodsQuery = queryOptions({
  queryKey: billingKeys.paymentMethods(),
  queryFn: getPaymentMethods,
});

export const usePaymentMethods = () => useQuery(paymentMethodsQuery);
