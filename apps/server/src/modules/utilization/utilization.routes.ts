import {
  addCreditCard,
  getCreditCards,
  getUserCreditCards,
  getUserUtilizationAlerts,
  getUtilizationAlerts,
  markUtilizationAlertRead,
  optimizeUtilization,
  removeCreditCard,
} from '@app/contracts/endpoints/utilization.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import { serve } from '../../platform/http/serve';
import type { UtilizationService } from './utilization.service';

export const utilizationRoutes: FastifyPluginAsyncZod<{ service: UtilizationService }> = async (
  app,
  { service },
) => {
  serve(app, getCreditCards, { access: 'authenticated' }, async (request) =>
    service.cards(await recordOwnerFor(currentUser(request), request.query.userId)),
  );
  serve(app, getUserCreditCards, { access: 'authenticated' }, async (request) =>
    service.cards(await recordOwnerFor(currentUser(request), request.params.userId)),
  );
  serve(app, addCreditCard, { access: 'authenticated', consumerAct: false }, async (request, reply) => {
    reply.status(201);
    return service.addCard(currentUser(request).id, request.body);
  });
  serve(app, removeCreditCard, { access: 'authenticated', consumerAct: false }, async (request, reply) => {
    await service.removeCard(currentUser(request), request.params.id);
    return reply.status(204).send();
  });
  serve(app, getUtilizationAlerts, { access: 'authenticated' }, async (request) =>
    service.alerts(await recordOwnerFor(currentUser(request), request.query.userId)),
  );
  serve(app, getUserUtilizationAlerts, { access: 'authenticated' }, async (request) =>
    service.alerts(await recordOwnerFor(currentUser(request), request.params.userId)),
  );
  serve(app, markUtilizationAlertRead, { access: 'authenticated', consumerAct: false }, async (request) =>
    service.markRead(currentUser(request), request.params.id),
  );
  serve(app, optimizeUtilization, { access: 'authenticated', consumerAct: false }, async (request) => {
    // The spec sends userId in the body; the query form is kept for earlier clients.
    const named = request.body.userId ?? request.query.userId;
    return service.optimize(await recordOwnerFor(currentUser(request), named), request.body.budget);
  });
};
