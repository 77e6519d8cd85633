import { z } from 'zod';
import { apiError } from '../common/api-error';
import { recordIdParams as idParams, ownerQuery, userIdPathParams } from '../common/params';
import {
  creditBuildingAction,
  creditBuildingActionList,
  updateCreditBuildingActionRequest,
} from '../credit-building.contract';
import { endpoint } from './endpoint';

// The list by person and the status change share one path, /api/credit-building-actions/{id}.
const ownerIdParams = z
  .object({ id: userIdPathParams.shape.userId.describe('The person’s user id') })
  .strict();

export const listCreditBuildingActions = endpoint({
  method: 'GET',
  path: '/api/credit-building-actions',
  operationId: 'listCreditBuildingActions',
  summary: 'The signed-in person’s credit-building actions (or, with ?userId, a client’s for an admin)',
  tags: ['credit building'],
  querystring: ownerQuery,
  responses: { 200: creditBuildingActionList },
});

export const listUserCreditBuildingActions = endpoint({
  method: 'GET',
  path: '/api/credit-building-actions/{id}',
  operationId: 'listUserCreditBuildingActions',
  summary: 'A person’s credit-building actions: one’s own, or a client’s for an admin',
  tags: ['credit building'],
  params: ownerIdParams,
  responses: { 200: creditBuildingActionList },
});

export const updateCreditBuildingAction = endpoint({
  method: 'PATCH',
  path: '/api/credit-building-actions/{id}',
  operationId: 'updateCreditBuildingAction',
  summary: 'Move a credit-building action to another status',
  tags: ['credit building'],
  params: idParams,
  body: updateCreditBuildingActionRequest,
  responses: { 200: creditBuildingAction, 409: apiError.describe('Not a permitted status change') },
});
