import { apiError } from '../common/api-error';
import {
  companySignupLink,
  companySignupToken,
  completeCompanySignupRequest,
  completeCompanySignupResponse,
  startCompanySignupRequest,
  startCompanySignupResponse,
} from '../company-signup.contract';
import { endpoint } from './endpoint';

export const startCompanySignup = endpoint({
  method: 'POST',
  path: '/api/company-signup',
  operationId: 'startCompanySignup',
  summary: 'White Label sign-up, step 1: e-mail a one-time link that verifies the address',
  tags: ['company sign-up'],
  body: startCompanySignupRequest,
  responses: { 202: startCompanySignupResponse, 400: apiError.describe('The address is not valid') },
});

export const checkCompanySignupLink = endpoint({
  method: 'POST',
  path: '/api/company-signup/link',
  operationId: 'checkCompanySignupLink',
  summary: 'Whether a sign-up link still works, and the address it verifies',
  tags: ['company sign-up'],
  body: companySignupToken,
  responses: {
    200: companySignupLink,
    400: apiError.describe('The link is unknown, used or expired'),
  },
});

export const completeCompanySignup = endpoint({
  method: 'POST',
  path: '/api/company-signup/complete',
  operationId: 'completeCompanySignup',
  summary:
    'White Label sign-up, last step: the company’s organization and its owner, who sets up two-step sign-in next',
  tags: ['company sign-up'],
  body: completeCompanySignupRequest,
  responses: {
    201: completeCompanySignupResponse,
    400: apiError.describe('A field is invalid (named in details), or the link is unknown, used or expired'),
    409: apiError.describe('The short name or web address is taken'),
  },
});
