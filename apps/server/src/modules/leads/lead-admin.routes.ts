import { listLeads, updateLeadStatus } from '@app/contracts/endpoints/leads.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { actingOf } from '../../platform/auth/request-origin';
import { serve } from '../../platform/http/serve';
import type { LeadAdminService } from './lead-admin.service';

export const leadAdminRoutes: FastifyPluginAsyncZod<{ service: LeadAdminService }> = async (
  app,
  { service },
) => {
  serve(app, listLeads, { access: 'leads' }, async (request) =>
    service.listPage(currentUser(request).organizationId, request.query),
  );

  serve(app, updateLeadStatus, { access: 'leads' }, async (request) =>
    service.changeStatus(request.params.id, request.body, actingOf(request)),
  );
};
