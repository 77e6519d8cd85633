import type { paymentMethod } from '@app/contracts/billing.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { billingKey } from './get-billing-overview';

export type PaymentMethod = (typeof paymentMethod)['_zod']['output'];

/** GET /api/stripe/payment-methods: saved cards (brand, last 4, expiry; never the number). */
const getPaymentMethods = () => apiGetRequired<PaymentMethod[]>('/api/stripe/payment-methods');

export const paymentMethodsQuery = queryOptions({
  queryKey: [...billingKey, 'payment-methods'],
  queryFn: getPaymentMethods,
});

export const usePaymentMethods = () => useQuery(paymentMethodsQuery);
