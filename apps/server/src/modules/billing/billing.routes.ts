import {
  cancelSubscription,
  completeTestCardAuthentication,
  confirmTestCardSetup,
  downloadAgreementPdf,
  downloadInvoicePdf,
  getBillingOverview,
  listAgreementDrafts,
  listAgreements,
  listInvoices,
  listPaymentMethods,
  removePaymentMethod,
  runCharges,
  signAgreement,
  startSubscription,
} from '@app/contracts/endpoints/billing.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { serve } from '../../platform/http/serve';
import { sendPdf } from '../../platform/http/stored-file';
import type { AgreementsService } from './agreements.service';
import type { BillingService } from './billing.service';
import type { ChargesService } from './charges.service';
import type { InvoicesService } from './invoices.service';

export const billingRoutes: FastifyPluginAsyncZod<{
  billing: BillingService;
  agreements: AgreementsService;
  invoices: InvoicesService;
  charges: ChargesService;
}> = async (app, { billing, agreements, invoices, charges }) => {
  serve(app, getBillingOverview, { access: 'authenticated' }, async (request) =>
    billing.overview(currentUser(request)),
  );
  serve(app, startSubscription, { access: 'authenticated', consumerAct: 'payment' }, async (request) =>
    billing.start(currentUser(request), request.body.planId),
  );
  serve(app, cancelSubscription, { access: 'authenticated', consumerAct: 'payment' }, async (request) =>
    billing.cancel(currentUser(request)),
  );
  serve(app, listInvoices, { access: 'authenticated' }, async (request) =>
    invoices.list(currentUser(request)),
  );
  serve(app, downloadInvoicePdf, { access: 'authenticated' }, async (request, reply) =>
    sendPdf(reply, await invoices.pdf(currentUser(request), request.params.id)),
  );
  serve(app, listPaymentMethods, { access: 'authenticated' }, async (request) =>
    billing.paymentMethods(currentUser(request)),
  );
  serve(
    app,
    removePaymentMethod,
    { access: 'authenticated', consumerAct: 'payment' },
    async (request, reply) => {
      await billing.removePaymentMethod(currentUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
  serve(app, confirmTestCardSetup, { access: 'authenticated', consumerAct: 'payment' }, async (request) =>
    billing.confirmTestSetup(currentUser(request), request.body),
  );
  serve(
    app,
    completeTestCardAuthentication,
    { access: 'authenticated', consumerAct: 'payment' },
    async (request) =>
      billing.completeTestAuthentication(
        currentUser(request),
        request.body.clientSecret,
        request.body.outcome,
      ),
  );
  serve(app, runCharges, { access: 'manageBilling' }, async () => charges.run());

  serve(app, listAgreementDrafts, { access: 'authenticated' }, async (request) =>
    agreements.drafts(currentUser(request), request.query.planId),
  );
  serve(app, signAgreement, { access: 'authenticated', consumerAct: 'agreement' }, async (request, reply) => {
    const signed = await agreements.sign(currentUser(request), request.body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
    });
    return reply.status(201).send(signed);
  });
  serve(app, listAgreements, { access: 'authenticated' }, async (request) =>
    agreements.list(currentUser(request), request.query.userId),
  );
  serve(app, downloadAgreementPdf, { access: 'authenticated' }, async (request, reply) =>
    sendPdf(reply, await agreements.pdf(currentUser(request), request.params.id)),
  );
};
