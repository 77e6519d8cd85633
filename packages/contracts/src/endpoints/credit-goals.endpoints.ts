import { ownerQuery, userIdPathParams } from '../common/params';
import { creditGoal, setCreditGoalRequest } from '../credit-goals.contract';
import { endpoint } from './endpoint';

export const getCreditGoal = endpoint({
  method: 'GET',
  path: '/api/credit-goals',
  operationId: 'getCreditGoal',
  summary: 'The signed-in person’s target credit score (or, with ?userId, a client’s for an admin)',
  tags: ['credit goals'],
  querystring: ownerQuery,
  responses: { 200: creditGoal },
});

export const getUserCreditGoal = endpoint({
  method: 'GET',
  path: '/api/credit-goals/{userId}',
  operationId: 'getUserCreditGoal',
  summary: 'A person’s target credit score: one’s own, or a client’s for an admin',
  tags: ['credit goals'],
  params: userIdPathParams,
  responses: { 200: creditGoal },
});

export const setCreditGoal = endpoint({
  method: 'PUT',
  path: '/api/credit-goals',
  operationId: 'setCreditGoal',
  summary: 'Set the target credit score',
  tags: ['credit goals'],
  body: setCreditGoalRequest,
  responses: { 200: creditGoal },
});
