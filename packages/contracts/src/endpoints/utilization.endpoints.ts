import { z } from 'zod';
import { ownerQuery, recordIdParams, userIdPathParams } from '../common/params';
import {
  addCreditCardRequest,
  creditCard,
  creditCardIdParams,
  optimizationResult,
  optimizeUtilizationRequest,
  utilizationAlert,
} from '../utilization.contract';
import { endpoint } from './endpoint';

const tags = ['credit utilization'];

export const getCreditCards = endpoint({
  method: 'GET',
  path: '/api/credit-cards',
  operationId: 'getCreditCards',
  summary: 'The signed-in person’s credit cards: imported revolving accounts and added cards',
  tags,
  querystring: ownerQuery,
  responses: { 200: z.array(creditCard) },
});

export const getUserCreditCards = endpoint({
  method: 'GET',
  path: '/api/credit-cards/{userId}',
  operationId: 'getUserCreditCards',
  summary: 'A person’s credit cards: one’s own, or a client’s for an admin',
  tags,
  params: userIdPathParams,
  responses: { 200: z.array(creditCard) },
});

export const addCreditCard = endpoint({
  method: 'POST',
  path: '/api/credit-cards',
  operationId: 'addCreditCard',
  summary: 'Add a card the credit file does not show (amounts in cents, APR in hundredths)',
  tags,
  body: addCreditCardRequest,
  responses: { 201: creditCard },
});

export const removeCreditCard = endpoint({
  method: 'DELETE',
  path: '/api/credit-cards/added/{id}',
  operationId: 'removeCreditCard',
  summary: 'Remove a card the person added',
  tags,
  params: creditCardIdParams,
  responses: { 204: z.undefined().describe('Removed') },
});

export const getUtilizationAlerts = endpoint({
  method: 'GET',
  path: '/api/utilization-alerts',
  operationId: 'getUtilizationAlerts',
  summary: 'Alerts the utilization rules raise on the person’s cards today',
  tags,
  querystring: ownerQuery,
  responses: { 200: z.array(utilizationAlert) },
});

export const getUserUtilizationAlerts = endpoint({
  method: 'GET',
  path: '/api/utilization-alerts/{userId}',
  operationId: 'getUserUtilizationAlerts',
  summary: 'A person’s utilization alerts: one’s own, or a client’s for an admin',
  tags,
  params: userIdPathParams,
  responses: { 200: z.array(utilizationAlert) },
});

export const markUtilizationAlertRead = endpoint({
  method: 'PATCH',
  path: '/api/utilization-alerts/{id}/read',
  operationId: 'markUtilizationAlertRead',
  summary: 'Mark a utilization alert read',
  tags,
  params: recordIdParams,
  responses: { 200: utilizationAlert },
});

export const optimizeUtilization = endpoint({
  method: 'POST',
  path: '/api/credit-utilization/optimize',
  operationId: 'optimizeUtilization',
  summary:
    'A pay-down plan for a budget that lowers overall and per-card utilization the most; without one, every card to 10%',
  tags,
  querystring: ownerQuery,
  body: optimizeUtilizationRequest,
  responses: { 200: optimizationResult },
});
