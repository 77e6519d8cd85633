import {
  confirmOrganizationTestCard,
  downloadOrganizationInvoicePdf,
  getOrganizationBilling,
  startOrganizationCard,
} from '@app/contracts/endpoints/organization-billing.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { serve } from '../../platform/http/serve';
import { sendPdf } from '../../platform/http/stored-file';
import type { OrganizationBillingService } from './organization-billing.service';

/** The owner's billing of their own company (the organization comes from the session, never the request). */
export const organizationBillingRoutes: FastifyPluginAsyncZod<{
  service: OrganizationBillingService;
}> = async (app, { service }) => {
  const own = (request: Parameters<typeof currentUser>[0]) => currentUser(request).organizationId;

  serve(app, getOrganizationBilling, { access: 'manageBilling' }, async (request) =>
    service.overview(own(request)),
  );
  serve(app, startOrganizationCard, { access: 'manageBilling', consumerAct: false }, async (request) =>
    service.startCard(own(request), currentUser(request)),
  );
  serve(app, confirmOrganizationTestCard, { access: 'manageBilling', consumerAct: false }, async (request) =>
    service.confirmTestCard(own(request), request.body),
  );
  serve(app, downloadOrganizationInvoicePdf, { access: 'manageBilling' }, async (request, reply) =>
    sendPdf(reply, await service.pdf(own(request), request.params.id)),
  );
};
