import {
  checkBankVerificationCode,
  connectBankAccount,
  getBankConnections,
  getUserBankConnections,
  removeBankConnection,
  sendBankVerificationCode,
  syncBankConnection,
  updateBankConnection,
} from '@app/contracts/endpoints/bank-connections.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import { notFound } from '../../platform/errors';
import { serve } from '../../platform/http/serve';
import type { BankConnectionsService } from './bank-connections.service';

/** Connecting a bank is the account holder's own act: naming anyone else finds nothing, admins included. */
function self(viewer: ReturnType<typeof currentUser>, userId: number | undefined) {
  if (userId !== undefined && userId !== viewer.id) throw notFound('User');
  return viewer;
}

export const bankConnectionsRoutes: FastifyPluginAsyncZod<{ service: BankConnectionsService }> = async (
  app,
  { service },
) => {
  serve(app, getBankConnections, { access: 'authenticated' }, async (request) =>
    service.list(await recordOwnerFor(currentUser(request), request.query.userId)),
  );
  serve(app, getUserBankConnections, { access: 'authenticated' }, async (request) =>
    service.list(await recordOwnerFor(currentUser(request), request.params.id)),
  );
  serve(
    app,
    sendBankVerificationCode,
    { access: 'authenticated', consumerAct: 'authorisation' },
    async (request, reply) => {
      const viewer = self(currentUser(request), request.body.userId);
      reply.status(201);
      return service.sendCode(viewer);
    },
  );
  serve(
    app,
    checkBankVerificationCode,
    { access: 'authenticated', consumerAct: 'authorisation' },
    async (request) => service.checkCode(currentUser(request).id, request.params.id, request.body.code),
  );
  serve(
    app,
    connectBankAccount,
    { access: 'authenticated', consumerAct: 'authorisation' },
    async (request, reply) => {
      const viewer = self(currentUser(request), request.body.userId);
      const connection = await service.connect(viewer.id, request.body);
      reply.status(201);
      return connection;
    },
  );
  serve(app, syncBankConnection, { access: 'authenticated', consumerAct: 'authorisation' }, async (request) =>
    service.sync(currentUser(request).id, request.params.id),
  );
  serve(app, updateBankConnection, { access: 'authenticated', consumerAct: false }, async (request) =>
    service.update(currentUser(request).id, request.params.id, request.body.autoPaymentOptimization),
  );
  serve(
    app,
    removeBankConnection,
    { access: 'authenticated', consumerAct: 'authorisation' },
    async (request, reply) => {
      await service.remove(currentUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
};
