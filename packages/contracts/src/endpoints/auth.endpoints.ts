import {
  loginRequest,
  loginResponse,
  mfaCodeRequest,
  mfaEnrolledResponse,
  mfaEnrollmentRequest,
  mfaEnrollmentResponse,
  mfaVerifyRequest,
  mfaVerifyResponse,
  okResponse,
  passwordChangedResponse,
  resetPasswordRequest,
  secondFactorStatus,
} from '../auth.contract';
import { apiError } from '../common/api-error';
import {
  forgotPasswordRequest,
  forgotPasswordResponse,
  passwordLinkCheckRequest,
  passwordLinkCheckResponse,
  passwordLinkRequest,
  passwordLinkResponse,
} from '../password-links.contract';
import { endpoint } from './endpoint';

const invalid = apiError.describe('The link has expired or was already used, or the password is too weak');

export const signIn = endpoint({
  method: 'POST',
  path: '/api/auth/login',
  operationId: 'signIn',
  summary: 'Sign in with email and password',
  tags: ['auth'],
  body: loginRequest,
  responses: {
    200: loginResponse,
    401: apiError.describe('Wrong email or password'),
    403: apiError.describe('Not an admin account (admin sign-in), or a cross-site request'),
    429: apiError.describe('Too many attempts: the account or this address must wait'),
  },
});

export const signOut = endpoint({
  method: 'POST',
  path: '/api/auth/logout',
  operationId: 'signOut',
  summary: 'Sign out: end this session',
  tags: ['auth'],
  responses: { 200: okResponse },
});

export const resetPassword = endpoint({
  method: 'POST',
  path: '/api/auth/reset-password',
  operationId: 'resetPassword',
  summary: 'Change the password, or replace a temporary one',
  tags: ['auth'],
  body: resetPasswordRequest,
  responses: { 200: passwordChangedResponse },
});

export const requestPasswordReset = endpoint({
  method: 'POST',
  path: '/api/auth/forgot-password',
  operationId: 'requestPasswordReset',
  summary: 'E-mail a one-time link to choose a new password (same answer for any address)',
  tags: ['auth'],
  body: forgotPasswordRequest,
  responses: {
    200: forgotPasswordResponse,
    429: apiError.describe('Too many requests for this address or from this network address'),
  },
});

export const checkPasswordLink = endpoint({
  method: 'POST',
  path: '/api/auth/password-link/check',
  operationId: 'checkPasswordLink',
  summary: 'Whether a reset or invitation link still works, and whose rules apply',
  tags: ['auth'],
  body: passwordLinkCheckRequest,
  responses: { 200: passwordLinkCheckResponse, 400: invalid },
});

export const usePasswordLink = endpoint({
  method: 'POST',
  path: '/api/auth/password-link',
  operationId: 'usePasswordLink',
  summary: 'Choose a password with a one-time link; ends every session of the person',
  tags: ['auth'],
  body: passwordLinkRequest,
  responses: { 200: passwordLinkResponse, 400: invalid },
});

export const getSecondFactorStatus = endpoint({
  method: 'GET',
  path: '/api/auth/mfa',
  operationId: 'getSecondFactorStatus',
  summary: 'Whether the second factor is enrolled, required, or pending for this session',
  tags: ['auth'],
  responses: { 200: secondFactorStatus },
});

export const startMfaEnrollment = endpoint({
  method: 'POST',
  path: '/api/auth/mfa/enrollment',
  operationId: 'startMfaEnrollment',
  summary: 'Start enrolling an authenticator app: its secret and QR code',
  description:
    'From a complete session the password is asked again; right after a password sign-in it is not.',
  tags: ['auth'],
  body: mfaEnrollmentRequest.nullish(),
  responses: {
    200: mfaEnrollmentResponse,
    400: apiError.describe('The password is missing or wrong'),
    409: apiError.describe('The second factor is already enabled'),
  },
});

export const confirmMfaEnrollment = endpoint({
  method: 'POST',
  path: '/api/auth/mfa/enrollment/confirm',
  operationId: 'confirmMfaEnrollment',
  summary: 'Confirm the enrolment with a first code; answers the recovery codes',
  tags: ['auth'],
  body: mfaCodeRequest,
  responses: {
    200: mfaEnrolledResponse,
    409: apiError.describe('Already enabled, or enrolment not started'),
  },
});

export const verifySecondFactor = endpoint({
  method: 'POST',
  path: '/api/auth/mfa/verify',
  operationId: 'verifySecondFactor',
  summary: 'Give the second factor (a code or a recovery code) after the password',
  tags: ['auth'],
  body: mfaVerifyRequest,
  responses: {
    200: mfaVerifyResponse,
    409: apiError.describe('No second factor is pending, or none is enabled'),
  },
});
