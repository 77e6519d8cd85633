import { confirmTestSetupRequest } from '../billing.contract';
import { apiError } from '../common/api-error';
import { pdfFile } from '../common/files';
import { recordIdParams } from '../common/params';
import { organizationBilling, startOrganizationCardResponse } from '../organization-billing.contract';
import { endpoint } from './endpoint';

export const getOrganizationBilling = endpoint({
  method: 'GET',
  path: '/api/organization/billing',
  operationId: 'getOrganizationBilling',
  summary:
    'The company’s White Label plan: its card, next invoice (in arrears), past invoices and postage per month',
  tags: ['admin: organization'],
  responses: {
    200: organizationBilling,
    404: apiError.describe('The platform’s own organization is not billed'),
  },
});

export const startOrganizationCard = endpoint({
  method: 'POST',
  path: '/api/organization/billing/card',
  operationId: 'startOrganizationCard',
  summary: 'Start saving the company’s card (a setup intent: nothing is charged)',
  tags: ['admin: organization'],
  responses: {
    200: startOrganizationCardResponse,
    404: apiError.describe('The platform’s own organization is not billed'),
  },
});

export const confirmOrganizationTestCard = endpoint({
  method: 'POST',
  path: '/api/organization/billing/card/test-mode/confirm',
  operationId: 'confirmOrganizationTestCard',
  summary: 'Test mode only: save one of the built-in processor’s test cards as the company’s card',
  tags: ['admin: organization'],
  body: confirmTestSetupRequest,
  responses: {
    200: organizationBilling,
    400: apiError.describe('A card field is malformed or expired; it is named'),
    402: apiError.describe('The card was declined or asks for an authentication step'),
    404: apiError.describe('No card setup of the company’s with that secret'),
  },
});

export const downloadOrganizationInvoicePdf = endpoint({
  method: 'GET',
  path: '/api/organization/billing/invoices/{id}/pdf',
  operationId: 'downloadOrganizationInvoicePdf',
  summary: 'One of the company’s invoices as a PDF',
  tags: ['admin: organization'],
  params: recordIdParams,
  responses: { 200: pdfFile, 404: apiError.describe('No such invoice of the company’s') },
});
