import {
  agreementDraftList,
  agreementDraftQuery,
  signAgreementRequest,
  signedAgreement,
  signedAgreementList,
} from '@app/contracts/agreements.contract';
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
} from '@app/contracts/billing.contract';
import { apiError } from '@app/contracts/common/api-error';
import { pdfFile } from '@app/contracts/common/files';
import { recordIdParams } from '@app/contracts/common/params';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/access-policy';
import type { AgreementsService } from './agreements.service';
import type { BillingService } from './billing.service';
import type { ChargesService } from './charges.service';
import type { InvoicesService } from './invoices.service';

const tags = ['billing'];
const sendPdf = (reply: FastifyReply, doc: { filename: string; bytes: Uint8Array }) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${doc.filename}"`)
    .send(doc.bytes);

export const billingRoutes: FastifyPluginAsyncZod<{
  billing: BillingService;
  agreements: AgreementsService;
  invoices: InvoicesService;
  charges: ChargesService;
}> = async (app, { billing, agreements, invoices, charges }) => {
  app.get(
    '/api/billing',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getBillingOverview',
        summary: 'The signed-in person’s plan, subscription and billing state',
        tags,
        response: { 200: billingOverview },
      },
    },
    async (request) => billing.overview(currentUser(request)),
  );
  app.post(
    '/api/stripe/subscription',
    {
      config: { access: 'authenticated', consumerAct: 'payment' },
      schema: {
        operationId: 'startSubscription',
        summary: 'Subscribe to a plan, once its agreements are signed',
        tags,
        body: startSubscriptionRequest,
        response: {
          200: startSubscriptionResponse,
          404: apiError.describe('No such plan on offer'),
          409: apiError.describe('Already subscribed, or the plan’s agreements are not signed'),
        },
      },
    },
    async (request) => billing.start(currentUser(request), request.body.planId),
  );
  app.delete(
    '/api/stripe/subscription',
    {
      config: { access: 'authenticated', consumerAct: 'payment' },
      schema: {
        operationId: 'cancelSubscription',
        summary: 'Cancel the subscription',
        tags,
        response: {
          200: cancelSubscriptionResponse,
          404: apiError.describe('No subscription to cancel'),
          409: apiError.describe('The subscription already ends at the current billing period'),
        },
      },
    },
    async (request) => billing.cancel(currentUser(request)),
  );
  app.get(
    '/api/stripe/invoices',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'listInvoices',
        summary: 'The signed-in person’s invoices',
        tags,
        response: { 200: invoiceList },
      },
    },
    async (request) => invoices.list(currentUser(request)),
  );
  app.get(
    '/api/stripe/invoices/:id/pdf',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'downloadInvoicePdf',
        summary: 'Download an invoice as a PDF',
        tags,
        params: recordIdParams,
        response: { 200: pdfFile },
      },
    },
    async (request, reply) => sendPdf(reply, await invoices.pdf(currentUser(request), request.params.id)),
  );
  app.get(
    '/api/stripe/payment-methods',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'listPaymentMethods',
        summary: 'The saved payment methods',
        tags,
        response: { 200: paymentMethodList },
      },
    },
    async (request) => billing.paymentMethods(currentUser(request)),
  );
  app.delete(
    '/api/stripe/payment-methods/:id',
    {
      config: { access: 'authenticated', consumerAct: 'payment' },
      schema: {
        operationId: 'removePaymentMethod',
        summary: 'Remove a saved payment method',
        tags,
        params: recordIdParams,
        response: {
          204: z.undefined().describe('Removed'),
          409: apiError.describe('The only card on an active plan'),
        },
      },
    },
    async (request, reply) => {
      await billing.removePaymentMethod(currentUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/payments/test-mode/confirm-setup',
    {
      config: { access: 'authenticated', consumerAct: 'payment' },
      schema: {
        operationId: 'confirmTestCardSetup',
        summary: 'Confirm a card with the built-in test-mode processor',
        tags,
        body: confirmTestSetupRequest,
        response: {
          200: confirmTestSetupResponse,
          402: apiError.describe('The card was declined'),
          404: apiError.describe('No such card setup, or test mode is off'),
          409: apiError.describe('This card setup is already complete'),
        },
      },
    },
    async (request) => billing.confirmTestSetup(currentUser(request), request.body),
  );
  app.post(
    '/api/payments/test-mode/complete-authentication',
    {
      config: { access: 'authenticated', consumerAct: 'payment' },
      schema: {
        operationId: 'completeTestCardAuthentication',
        summary: 'Pass or fail the authentication step of a test-mode card',
        tags,
        body: completeTestAuthenticationRequest,
        response: {
          200: confirmTestSetupResponse,
          402: apiError.describe('The authentication failed'),
          404: apiError.describe('No such card setup, or test mode is off'),
          409: apiError.describe('This card does not wait for authentication'),
        },
      },
    },
    async (request) =>
      billing.completeTestAuthentication(
        currentUser(request),
        request.body.clientSecret,
        request.body.outcome,
      ),
  );
  app.post(
    '/api/admin/billing/run-charges',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'runCharges',
        summary: 'Charge the subscriptions that are due now',
        tags,
        response: { 200: z.object({ invoicesCreated: z.number().int() }) },
      },
    },
    async () => charges.run(),
  );

  app.get(
    '/api/agreements/drafts',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'listAgreementDrafts',
        summary: 'The CROA documents to read and sign before a plan starts',
        tags,
        querystring: agreementDraftQuery,
        response: {
          200: agreementDraftList,
          404: apiError.describe('No such plan on offer'),
          409: apiError.describe('A business plan: no consumer agreement applies'),
        },
      },
    },
    async (request) => agreements.drafts(currentUser(request), request.query.planId),
  );
  app.post(
    '/api/agreements',
    {
      config: { access: 'authenticated', consumerAct: 'agreement' },
      schema: {
        operationId: 'signAgreement',
        summary: 'Sign one of a plan’s agreements',
        tags,
        body: signAgreementRequest,
        response: {
          201: signedAgreement,
          400: apiError.describe('A field is not valid, or the typed name is not the signer’s name on file'),
          404: apiError.describe('No such plan on offer'),
          409: apiError.describe(
            'An earlier document is unsigned, the text changed, or no agreement applies',
          ),
        },
      },
    },
    async (request, reply) => {
      const signed = await agreements.sign(currentUser(request), request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return reply.status(201).send(signed);
    },
  );
  app.get(
    '/api/agreements',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'listAgreements',
        summary: 'Signed agreements: one’s own, or a client’s for an admin',
        tags,
        querystring: z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647).optional() }),
        response: { 200: signedAgreementList, 404: apiError },
      },
    },
    async (request) => agreements.list(currentUser(request), request.query.userId),
  );
  app.get(
    '/api/agreements/:id/pdf',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'downloadAgreementPdf',
        summary: 'Download a signed agreement as a PDF',
        tags,
        params: recordIdParams,
        response: { 200: pdfFile },
      },
    },
    async (request, reply) => sendPdf(reply, await agreements.pdf(currentUser(request), request.params.id)),
  );
};
