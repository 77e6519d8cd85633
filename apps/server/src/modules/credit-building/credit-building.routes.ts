import { apiError } from '@app/contracts/common/api-error';
import { recordIdParams as idParams, ownerQuery, userIdPathParams } from '@app/contracts/common/params';
import {
  creditBuildingAction,
  creditBuildingActionList,
  updateCreditBuildingActionRequest,
} from '@app/contracts/credit-building.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import type { CreditBuildingService } from './credit-building.service';

const tags = ['credit building'];
// The list by person and the status change share one path, /api/credit-building-actions/{id}.
const ownerIdParams = z
  .object({ id: userIdPathParams.shape.userId.describe('The person’s user id') })
  .strict();

export const creditBuildingRoutes: FastifyPluginAsyncZod<{ service: CreditBuildingService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/credit-building-actions',
    {
      config: { access: 'accessCreditBuilding' },
      schema: {
        operationId: 'listCreditBuildingActions',
        summary: 'The signed-in person’s credit-building actions (or, with ?userId, a client’s for an admin)',
        tags,
        querystring: ownerQuery,
        response: { 200: creditBuildingActionList },
      },
    },
    async (request) => service.list(recordOwnerFor(currentUser(request), request.query.userId)),
  );
  app.get(
    '/api/credit-building-actions/:id',
    {
      config: { access: 'accessCreditBuilding' },
      schema: {
        operationId: 'listUserCreditBuildingActions',
        summary: 'A person’s credit-building actions: one’s own, or a client’s for an admin',
        tags,
        params: ownerIdParams,
        response: { 200: creditBuildingActionList },
      },
    },
    async (request) => service.list(recordOwnerFor(currentUser(request), request.params.id)),
  );
  app.patch(
    '/api/credit-building-actions/:id',
    {
      config: { access: 'accessCreditBuilding', consumerAct: false },
      schema: {
        operationId: 'updateCreditBuildingAction',
        summary: 'Move a credit-building action to another status',
        tags,
        params: idParams,
        body: updateCreditBuildingActionRequest,
        response: { 200: creditBuildingAction, 409: apiError.describe('Not a permitted status change') },
      },
    },
    async (request) => service.advance(currentUser(request), request.params.id, request.body.status),
  );
};
