import { businessCreditEligibility } from '../business-credit.contract';
import { ownerQuery } from '../common/params';
import { endpoint } from './endpoint';

export const getBusinessCreditEligibility = endpoint({
  method: 'GET',
  path: '/api/business-credit/eligibility',
  operationId: 'getBusinessCreditEligibility',
  summary: 'Business credit eligibility (score 680 or higher) from the latest credit report',
  tags: ['business credit'],
  querystring: ownerQuery,
  responses: { 200: businessCreditEligibility },
});
