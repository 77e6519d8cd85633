import { z } from 'zod';
import { apiError } from '../common/api-error';
import {
  organizationSettings,
  updateOrganizationBrandingRequest,
  uploadLogoRequest,
} from '../organizations.contract';
import { endpoint } from './endpoint';

export const getOrganizationSettings = endpoint({
  method: 'GET',
  path: '/api/organization/settings',
  operationId: 'getOrganizationSettings',
  summary:
    'The admin’s organization: its branding, CROA details, logo and active clients of its plan’s limit',
  tags: ['admin: organization'],
  responses: { 200: organizationSettings },
});

export const updateOrganizationBranding = endpoint({
  method: 'PUT',
  path: '/api/organization/branding',
  operationId: 'updateOrganizationBranding',
  summary: 'Set the organization’s name, colour, support contact, sender and CROA details',
  tags: ['admin: organization'],
  body: updateOrganizationBrandingRequest,
  responses: {
    200: organizationSettings,
    400: apiError.describe('A field is missing, too long or malformed; each is named'),
  },
});

export const uploadOrganizationLogo = endpoint({
  method: 'PUT',
  path: '/api/organization/logo',
  operationId: 'uploadOrganizationLogo',
  summary: 'Replace the organization’s logo with a PNG or JPEG picture (at most 512 KB; SVG refused)',
  tags: ['admin: organization'],
  body: uploadLogoRequest,
  responses: {
    200: organizationSettings,
    400: apiError.describe('Empty, over 512 KB, SVG, or not a PNG or JPEG by its content'),
  },
});

export const removeOrganizationLogo = endpoint({
  method: 'DELETE',
  path: '/api/organization/logo',
  operationId: 'removeOrganizationLogo',
  summary: 'Remove the organization’s logo; the product’s mark is shown again',
  tags: ['admin: organization'],
  responses: { 200: organizationSettings },
});

export const getBrandLogo = endpoint({
  method: 'GET',
  path: '/api/app-info/logo',
  operationId: 'getBrandLogo',
  summary: 'The logo of the page’s company (by the host visited, or the signed-in person’s organization)',
  tags: ['health'],
  /**
   * `v`: the logo's version, so a new upload is never hidden by a cached copy. `org`: the company's
   * slug, for a visitor at the platform's host (a picture's request carries no header).
   */
  querystring: z.object({ v: z.string().max(20).optional(), org: z.string().max(40).optional() }),
  responses: {
    200: z.instanceof(Uint8Array).describe('The logo picture, PNG or JPEG'),
    404: apiError.describe('The company has no logo'),
  },
});
