import { recordIdParams } from '../common/params';
import {
  adminLead,
  adminLeadListPage,
  adminLeadListQuery,
  leadSubmission,
  leadSubmissionResponse,
  updateLeadStatusRequest,
} from '../leads.contract';
import { endpoint } from './endpoint';

export const listLeads = endpoint({
  method: 'GET',
  path: '/api/admin/leads',
  operationId: 'listLeads',
  summary: 'Search and page through the leads',
  tags: ['admin: leads'],
  querystring: adminLeadListQuery,
  responses: { 200: adminLeadListPage },
});

export const updateLeadStatus = endpoint({
  method: 'PATCH',
  path: '/api/admin/leads/{id}',
  operationId: 'updateLeadStatus',
  summary: 'Change a lead’s status',
  tags: ['admin: leads'],
  params: recordIdParams,
  body: updateLeadStatusRequest,
  responses: { 200: adminLead },
});

export const submitLead = endpoint({
  method: 'POST',
  path: '/api/contact/lead-submission',
  operationId: 'submitLead',
  summary: 'Send the public site’s lead form',
  tags: ['leads'],
  body: leadSubmission,
  responses: { 201: leadSubmissionResponse },
});
