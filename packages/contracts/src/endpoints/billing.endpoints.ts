import { z } from 'zod';
import {
  agreementDraftList,
  agreementDraftQuery,
  signAgreementRequest,
  signedAgreement,
  signedAgreementList,
} from '../agreements.contract';
import {
  billingOverview,
  cancelSubscriptionResponse,
  completeTestAuthenticationRequest,
  confirmTestSetupRequest,
  confirmTestSetupResponse,
  invoiceList,
  paymentMethodList,
  startSubscriptionRequest,
  startSubscriptionResponse,
} from '../billing.contract';
import { apiError } from '../common/api-error';
import { pdfFile } from '../common/files';
import { recordIdParams } from '../common/params';
import { endpoint } from './endpoint';

export const getBillingOverview = endpoint({
  method: 'GET',
  path: '/api/billing',
  operationId: 'getBillingOverview',
  summary: 'The signed-in person’s plan, subscription and billing state',
  tags: ['billing'],
  responses: { 200: billingOverview },
});

export const startSubscription = endpoint({
  method: 'POST',
  path: '/api/stripe/subscription',
  operationId: 'startSubscription',
  summary: 'Subscribe to a plan, once its agreements are signed',
  tags: ['billing'],
  body: startSubscriptionRequest,
  responses: {
    200: startSubscriptionResponse,
    404: apiError.describe('No such plan on offer'),
    409: apiError.describe('Already subscribed, or the plan’s agreements are not signed'),
  },
});

export const cancelSubscription = endpoint({
  method: 'DELETE',
  path: '/api/stripe/subscription',
  operationId: 'cancelSubscription',
  summary: 'Cancel the subscription',
  tags: ['billing'],
  responses: {
    200: cancelSubscriptionResponse,
    404: apiError.describe('No subscription to cancel'),
    409: apiError.describe('The subscription already ends at the current billing period'),
  },
});

export const listInvoices = endpoint({
  method: 'GET',
  path: '/api/stripe/invoices',
  operationId: 'listInvoices',
  summary: 'The signed-in person’s invoices',
  tags: ['billing'],
  responses: { 200: invoiceList },
});

export const downloadInvoicePdf = endpoint({
  method: 'GET',
  path: '/api/stripe/invoices/{id}/pdf',
  operationId: 'downloadInvoicePdf',
  summary: 'Download an invoice as a PDF',
  tags: ['billing'],
  params: recordIdParams,
  responses: { 200: pdfFile },
});

export const listPaymentMethods = endpoint({
  method: 'GET',
  path: '/api/stripe/payment-methods',
  operationId: 'listPaymentMethods',
  summary: 'The saved payment methods',
  tags: ['billing'],
  responses: { 200: paymentMethodList },
});

export const removePaymentMethod = endpoint({
  method: 'DELETE',
  path: '/api/stripe/payment-methods/{id}',
  operationId: 'removePaymentMethod',
  summary: 'Remove a saved payment method',
  tags: ['billing'],
  params: recordIdParams,
  responses: {
    204: z.undefined().describe('Removed'),
    409: apiError.describe('The only card on an active plan'),
  },
});

export const confirmTestCardSetup = endpoint({
  method: 'POST',
  path: '/api/payments/test-mode/confirm-setup',
  operationId: 'confirmTestCardSetup',
  summary: 'Confirm a card with the built-in test-mode processor',
  tags: ['billing'],
  body: confirmTestSetupRequest,
  responses: {
    200: confirmTestSetupResponse,
    402: apiError.describe('The card was declined'),
    404: apiError.describe('No such card setup, or test mode is off'),
    409: apiError.describe('This card setup is already complete'),
  },
});

export const completeTestCardAuthentication = endpoint({
  method: 'POST',
  path: '/api/payments/test-mode/complete-authentication',
  operationId: 'completeTestCardAuthentication',
  summary: 'Pass or fail the authentication step of a test-mode card',
  tags: ['billing'],
  body: completeTestAuthenticationRequest,
  responses: {
    200: confirmTestSetupResponse,
    402: apiError.describe('The authentication failed'),
    404: apiError.describe('No such card setup, or test mode is off'),
    409: apiError.describe('This card does not wait for authentication'),
  },
});

export const runCharges = endpoint({
  method: 'POST',
  path: '/api/admin/billing/run-charges',
  operationId: 'runCharges',
  summary: 'Charge the subscriptions that are due now',
  tags: ['billing'],
  responses: { 200: z.object({ invoicesCreated: z.number().int() }) },
});

export const listAgreementDrafts = endpoint({
  method: 'GET',
  path: '/api/agreements/drafts',
  operationId: 'listAgreementDrafts',
  summary: 'The CROA documents to read and sign before a plan starts',
  tags: ['billing'],
  querystring: agreementDraftQuery,
  responses: {
    200: agreementDraftList,
    404: apiError.describe('No such plan on offer'),
    409: apiError.describe('A business plan: no consumer agreement applies'),
  },
});

export const signAgreement = endpoint({
  method: 'POST',
  path: '/api/agreements',
  operationId: 'signAgreement',
  summary: 'Sign one of a plan’s agreements',
  tags: ['billing'],
  body: signAgreementRequest,
  responses: {
    201: signedAgreement,
    400: apiError.describe('A field is not valid, or the typed name is not the signer’s name on file'),
    404: apiError.describe('No such plan on offer'),
    409: apiError.describe('An earlier document is unsigned, the text changed, or no agreement applies'),
  },
});

export const listAgreements = endpoint({
  method: 'GET',
  path: '/api/agreements',
  operationId: 'listAgreements',
  summary: 'Signed agreements: one’s own, or a client’s for an admin',
  tags: ['billing'],
  querystring: z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647).optional() }),
  responses: { 200: signedAgreementList, 404: apiError },
});

export const downloadAgreementPdf = endpoint({
  method: 'GET',
  path: '/api/agreements/{id}/pdf',
  operationId: 'downloadAgreementPdf',
  summary: 'Download a signed agreement as a PDF',
  tags: ['billing'],
  params: recordIdParams,
  responses: { 200: pdfFile },
});

export const receivePaymentWebhook = endpoint({
  method: 'POST',
  path: '/api/stripe/webhook',
  operationId: 'receivePaymentWebhook',
  summary: 'Receive a Stripe event, signed with the webhook secret',
  tags: ['billing'],
  responses: {
    200: z.object({ received: z.literal(true), applied: z.boolean() }),
    400: apiError.describe('Bad signature, or not a Stripe event'),
    404: apiError.describe('Webhooks are not configured'),
  },
});
