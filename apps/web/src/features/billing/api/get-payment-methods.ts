import type { PaymentMethod } from '@app/contracts/billing.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { billingKeys } from '../../../lib/query-keys/billing';

export type { PaymentMethod } from '@app/contracts/billing.contract';

/** GET /api/stripe/payment-methods: saved cards (brand, last 4, expiry; never the number). */
const getPaymentMethods = () => apiGetRequired<PaymentMethod[]>('/api/stripe/payment-methods');

const paymentMethodsQuery = queryOptions({
  queryKey: billingKeys.paymentMethods(),
  queryFn: getPaymentMethods,
});

export const usePaymentMethods = () => useQuery(paymentMethodsQuery);
