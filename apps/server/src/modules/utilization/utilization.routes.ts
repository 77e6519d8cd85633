import { ownerQuery, recordIdParams, userIdPathParams } from '@app/contracts/common/params';
import {
  addCreditCardRequest,
  creditCard,
  creditCardIdParams,
  optimizationResult,
  optimizeUtilizationRequest,
  utilizationAlert,
} from '@app/contracts/utilization.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import type { UtilizationService } from './utilization.service';

const tags = ['credit utilization'];

export const utilizationRoutes: FastifyPluginAsyncZod<{ service: UtilizationService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/credit-cards',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getCreditCards',
        summary: 'The signed-in person’s credit cards: imported revolving accounts and added cards',
        tags,
        querystring: ownerQuery,
        response: { 200: z.array(creditCard) },
      },
    },
    async (request) => service.cards(recordOwnerFor(currentUser(request), request.query.userId)),
  );
  app.get(
    '/api/credit-cards/:userId',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getUserCreditCards',
        summary: 'A person’s credit cards: one’s own, or a client’s for an admin',
        tags,
        params: userIdPathParams,
        response: { 200: z.array(creditCard) },
      },
    },
    async (request) => service.cards(recordOwnerFor(currentUser(request), request.params.userId)),
  );
  app.post(
    '/api/credit-cards',
    {
      config: { access: 'authenticated', consumerAct: false },
      schema: {
        operationId: 'addCreditCard',
        summary: 'Add a card the credit file does not show (amounts in cents, APR in hundredths)',
        tags,
        body: addCreditCardRequest,
        response: { 201: creditCard },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return service.addCard(currentUser(request).id, request.body);
    },
  );
  app.delete(
    '/api/credit-cards/added/:id',
    {
      config: { access: 'authenticated', consumerAct: false },
      schema: {
        operationId: 'removeCreditCard',
        summary: 'Remove a card the person added',
        tags,
        params: creditCardIdParams,
        response: { 204: z.undefined().describe('Removed') },
      },
    },
    async (request, reply) => {
      await service.removeCard(currentUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
  app.get(
    '/api/utilization-alerts',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getUtilizationAlerts',
        summary: 'Alerts the utilization rules raise on the person’s cards today',
        tags,
        querystring: ownerQuery,
        response: { 200: z.array(utilizationAlert) },
      },
    },
    async (request) => service.alerts(recordOwnerFor(currentUser(request), request.query.userId)),
  );
  app.get(
    '/api/utilization-alerts/:userId',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getUserUtilizationAlerts',
        summary: 'A person’s utilization alerts: one’s own, or a client’s for an admin',
        tags,
        params: userIdPathParams,
        response: { 200: z.array(utilizationAlert) },
      },
    },
    async (request) => service.alerts(recordOwnerFor(currentUser(request), request.params.userId)),
  );
  app.patch(
    '/api/utilization-alerts/:id/read',
    {
      config: { access: 'authenticated', consumerAct: false },
      schema: {
        operationId: 'markUtilizationAlertRead',
        summary: 'Mark a utilization alert read',
        tags,
        params: recordIdParams,
        response: { 200: utilizationAlert },
      },
    },
    async (request) => service.markRead(currentUser(request), request.params.id),
  );
  app.post(
    '/api/credit-utilization/optimize',
    {
      config: { access: 'authenticated', consumerAct: false },
      schema: {
        operationId: 'optimizeUtilization',
        summary:
          'A pay-down plan for a budget that lowers overall and per-card utilization the most; without one, every card to 10%',
        tags,
        querystring: ownerQuery,
        body: optimizeUtilizationRequest,
        response: { 200: optimizationResult },
      },
    },
    async (request) => {
      // The spec sends userId in the body; the query form is kept for earlier clients.
      const named = request.body.userId ?? request.query.userId;
      return service.optimize(recordOwnerFor(currentUser(request), named), request.body.budget);
    },
  );
};
