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
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: billingOverview } } },
    async (request) => billing.overview(currentUser(request)),
  );
  app.post(
    '/api/stripe/subscription',
    {
      config: { access: 'authenticated' },
      schema: { tags, body: startSubscriptionRequest, response: { 200: startSubscriptionResponse } },
    },
    async (request) => billing.start(currentUser(request), request.body.planId),
  );
  app.delete(
    '/api/stripe/subscription',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: cancelSubscriptionResponse } } },
    async (request) => billing.cancel(currentUser(request)),
  );
  app.get(
    '/api/stripe/invoices',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: invoiceList } } },
    async (request) => invoices.list(currentUser(request)),
  );
  app.get(
    '/api/stripe/invoices/:id/pdf',
    { config: { access: 'authenticated' }, schema: { tags, params: recordIdParams } },
    async (request, reply) => sendPdf(reply, await invoices.pdf(currentUser(request), request.params.id)),
  );
  app.get(
    '/api/stripe/payment-methods',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: paymentMethodList } } },
    async (request) => billing.paymentMethods(currentUser(request)),
  );
  app.delete(
    '/api/stripe/payment-methods/:id',
    { config: { access: 'authenticated' }, schema: { tags, params: recordIdParams } },
    async (request, reply) => {
      await billing.removePaymentMethod(currentUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/payments/test-mode/confirm-setup',
    {
      config: { access: 'authenticated' },
      schema: { tags, body: confirmTestSetupRequest, response: { 200: confirmTestSetupResponse } },
    },
    async (request) => billing.confirmTestSetup(currentUser(request), request.body),
  );
  app.post(
    '/api/payments/test-mode/complete-authentication',
    {
      config: { access: 'authenticated' },
      schema: { tags, body: completeTestAuthenticationRequest, response: { 200: confirmTestSetupResponse } },
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
      schema: { tags, response: { 200: z.object({ invoicesCreated: z.number().int() }) } },
    },
    async () => charges.run(),
  );

  app.get(
    '/api/agreements/drafts',
    {
      config: { access: 'authenticated' },
      schema: { tags, querystring: agreementDraftQuery, response: { 200: agreementDraftList } },
    },
    async (request) => agreements.drafts(currentUser(request), request.query.planId),
  );
  app.post(
    '/api/agreements',
    {
      config: { access: 'authenticated' },
      schema: { tags, body: signAgreementRequest, response: { 201: signedAgreement } },
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
        tags,
        querystring: z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647).optional() }),
        response: { 200: signedAgreementList },
      },
    },
    async (request) => agreements.list(currentUser(request), request.query.userId),
  );
  app.get(
    '/api/agreements/:id/pdf',
    { config: { access: 'authenticated' }, schema: { tags, params: recordIdParams } },
    async (request, reply) => sendPdf(reply, await agreements.pdf(currentUser(request), request.params.id)),
  );
};
