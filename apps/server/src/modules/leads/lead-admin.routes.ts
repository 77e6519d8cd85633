import { recordIdParams } from '@app/contracts/common/params';
import {
  adminLead,
  adminLeadListPage,
  adminLeadListQuery,
  updateLeadStatusRequest,
} from '@app/contracts/leads.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { originOf } from '../../platform/auth/request-origin';
import type { LeadAdminService } from './lead-admin.service';

const tags = ['admin: leads'];

export const leadAdminRoutes: FastifyPluginAsyncZod<{ service: LeadAdminService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/admin/leads',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listLeads',
        summary: 'Search and page through the leads',
        tags,
        querystring: adminLeadListQuery,
        response: { 200: adminLeadListPage },
      },
    },
    async (request) => service.listPage(request.query),
  );

  app.patch(
    '/api/admin/leads/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'updateLeadStatus',
        summary: 'Change a lead’s status',
        tags,
        params: recordIdParams,
        body: updateLeadStatusRequest,
        response: { 200: adminLead },
      },
    },
    async (request) =>
      service.changeStatus(request.params.id, request.body, {
        id: currentUser(request).id,
        ...originOf(request),
      }),
  );
};
