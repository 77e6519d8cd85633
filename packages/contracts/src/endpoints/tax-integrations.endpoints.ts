import { ownerQuery, userIdPathParams } from '../common/params';
import { connectTaxSoftwareRequest, taxIntegration, taxIntegrationList } from '../tax-integrations.contract';
import { endpoint } from './endpoint';

const tags = ['tax software'];

export const getTaxIntegrations = endpoint({
  method: 'GET',
  path: '/api/tax-integrations',
  operationId: 'getTaxIntegrations',
  summary: 'The signed-in person’s linked tax software, newest tax year first',
  tags,
  querystring: ownerQuery,
  responses: { 200: taxIntegrationList },
});

export const getUserTaxIntegrations = endpoint({
  method: 'GET',
  path: '/api/tax-integrations/{userId}',
  operationId: 'getUserTaxIntegrations',
  summary: 'A person’s linked tax software: one’s own, or a client’s for an admin',
  tags,
  params: userIdPathParams,
  responses: { 200: taxIntegrationList },
});

export const connectTaxSoftware = endpoint({
  method: 'POST',
  path: '/api/tax-integrations',
  operationId: 'connectTaxSoftware',
  summary: 'Link tax software for a finished tax year and read its income (simulated without a provider)',
  tags,
  body: connectTaxSoftwareRequest,
  responses: { 201: taxIntegration },
});
