import { z } from 'zod';
import { ownerQuery } from '../common/params';
import {
  assessLoanRequest,
  loanAssessment,
  savedLoanProfile,
  saveLoanProfileRequest,
} from '../loan-readiness.contract';
import { endpoint } from './endpoint';

export const getLoanProfile = endpoint({
  method: 'GET',
  path: '/api/loan-readiness/profile',
  operationId: 'getLoanProfile',
  summary: 'The financial profile (cents), or its defaults before the first save',
  tags: ['loan readiness'],
  querystring: ownerQuery,
  responses: { 200: savedLoanProfile },
});

export const saveLoanProfile = endpoint({
  method: 'POST',
  path: '/api/loan-readiness/profile',
  operationId: 'saveLoanProfile',
  summary: 'Save the financial profile (amounts in cents): one’s own, or a client’s for an admin',
  tags: ['loan readiness'],
  body: saveLoanProfileRequest,
  responses: { 200: savedLoanProfile },
});

export const assessLoanReadiness = endpoint({
  method: 'POST',
  path: '/api/loan-readiness/assess',
  operationId: 'assessLoanReadiness',
  summary: 'Run the readiness assessment on the given profile; it is kept',
  tags: ['loan readiness'],
  body: assessLoanRequest,
  responses: { 201: loanAssessment },
});

export const getLoanAssessments = endpoint({
  method: 'GET',
  path: '/api/loan-readiness/assessments',
  operationId: 'getLoanAssessments',
  summary: 'The assessments run, newest first',
  tags: ['loan readiness'],
  querystring: ownerQuery,
  responses: { 200: z.array(loanAssessment) },
});
