import { apiError } from '../common/api-error';
import { ownerQuery, userIdPathParams } from '../common/params';
import {
  createCreditReportRequest,
  creditReport,
  latestCreditReport,
  scoreHistory,
  selfReportedCreditReportRequest,
} from '../credit-reports.contract';
import { endpoint } from './endpoint';

export const getCurrentCreditReport = endpoint({
  method: 'GET',
  path: '/api/credit-reports',
  operationId: 'getCurrentCreditReport',
  summary: 'The signed-in person’s current credit report, or null (with ?userId, a client’s for an admin)',
  tags: ['credit reports'],
  querystring: ownerQuery,
  responses: { 200: latestCreditReport },
});

export const getUserCurrentCreditReport = endpoint({
  method: 'GET',
  path: '/api/credit-reports/{userId}',
  operationId: 'getUserCurrentCreditReport',
  summary: 'A person’s current credit report, or null: one’s own, or a client’s for an admin',
  tags: ['credit reports'],
  params: userIdPathParams,
  responses: { 200: latestCreditReport },
});

export const createCreditReport = endpoint({
  method: 'POST',
  path: '/api/credit-reports',
  operationId: 'createCreditReport',
  summary: 'Record a credit report for a client, as figures the specialist states',
  tags: ['credit reports'],
  body: createCreditReportRequest,
  responses: { 201: creditReport, 404: apiError.describe('No such user') },
});

export const getScoreHistory = endpoint({
  method: 'GET',
  path: '/api/score-history',
  operationId: 'getScoreHistory',
  summary: 'The signed-in person’s credit score history',
  tags: ['credit reports'],
  responses: { 200: scoreHistory },
});

export const getUserScoreHistory = endpoint({
  method: 'GET',
  path: '/api/score-history/{userId}',
  operationId: 'getUserScoreHistory',
  summary: 'A person’s credit score history: one’s own, or a client’s for an admin',
  tags: ['credit reports'],
  params: userIdPathParams,
  responses: { 200: scoreHistory },
});

export const createSelfReportedCreditReport = endpoint({
  method: 'POST',
  path: '/api/credit-reports/self',
  operationId: 'createSelfReportedCreditReport',
  summary: 'Record the figures of one’s own credit report',
  tags: ['credit reports'],
  body: selfReportedCreditReportRequest,
  responses: { 201: creditReport },
});
