import {
  bankConnection,
  bankOwnerParams,
  bankVerification,
  checkBankCodeRequest,
  connectBankRequest,
  sendBankCodeRequest,
  updateBankConnectionRequest,
} from '@app/contracts/bank-connections.contract';
import { ownerQuery, recordIdParams } from '@app/contracts/common/params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import { notFound } from '../../platform/errors';
import type { BankConnectionsService } from './bank-connections.service';

const tags = ['bank connections'];

/** Connecting a bank is the account holder's own act: naming anyone else finds nothing, admins included. */
function self(viewer: ReturnType<typeof currentUser>, userId: number | undefined) {
  if (userId !== undefined && userId !== viewer.id) throw notFound('User');
  return viewer;
}

export const bankConnectionsRoutes: FastifyPluginAsyncZod<{ service: BankConnectionsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/bank-account-connections',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getBankConnections',
        summary: 'The person’s connected bank accounts (last 4 digits only), newest first',
        tags,
        querystring: ownerQuery,
        response: { 200: z.array(bankConnection) },
      },
    },
    async (request) => service.list(recordOwnerFor(currentUser(request), request.query.userId)),
  );
  app.get(
    '/api/bank-account-connections/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getUserBankConnections',
        summary: 'A person’s connected bank accounts: one’s own, or a client’s for an admin',
        tags,
        params: bankOwnerParams,
        response: { 200: z.array(bankConnection) },
      },
    },
    async (request) => service.list(recordOwnerFor(currentUser(request), request.params.id)),
  );
  app.post(
    '/api/bank-account-connections/verification-codes',
    {
      config: { access: 'authenticated', consumerAct: 'authorisation' },
      schema: {
        operationId: 'sendBankVerificationCode',
        summary: 'E-mail a 6-character code to the person, to check before an account is connected',
        tags,
        body: sendBankCodeRequest,
        response: { 201: bankVerification },
      },
    },
    async (request, reply) => {
      const viewer = self(currentUser(request), request.body.userId);
      reply.status(201);
      return service.sendCode(viewer);
    },
  );
  app.post(
    '/api/bank-account-connections/verification-codes/:id/check',
    {
      config: { access: 'authenticated', consumerAct: 'authorisation' },
      schema: {
        operationId: 'checkBankVerificationCode',
        summary: 'Check the e-mailed code; 10 wrong codes lock the attempt',
        tags,
        params: recordIdParams,
        body: checkBankCodeRequest,
        response: { 200: bankVerification },
      },
    },
    async (request) => service.checkCode(currentUser(request).id, request.params.id, request.body.code),
  );
  app.post(
    '/api/bank-account-connections',
    {
      config: { access: 'authenticated', consumerAct: 'authorisation' },
      schema: {
        operationId: 'connectBankAccount',
        summary: 'Connect an account after its code was checked; only the last 4 digits are kept',
        tags,
        body: connectBankRequest,
        response: { 201: bankConnection },
      },
    },
    async (request, reply) => {
      const viewer = self(currentUser(request), request.body.userId);
      const connection = await service.connect(viewer.id, request.body);
      reply.status(201);
      return connection;
    },
  );
  app.post(
    '/api/bank-account-connections/:id/sync',
    {
      config: { access: 'authenticated', consumerAct: 'authorisation' },
      schema: {
        operationId: 'syncBankConnection',
        summary: 'Sync Now: refresh the balances through the banking link',
        tags,
        params: recordIdParams,
        response: { 200: bankConnection },
      },
    },
    async (request) => service.sync(currentUser(request).id, request.params.id),
  );
  app.patch(
    '/api/bank-account-connections/:id',
    {
      config: { access: 'authenticated', consumerAct: false },
      schema: {
        operationId: 'updateBankConnection',
        summary: 'Save the auto-optimization switch',
        tags,
        params: recordIdParams,
        body: updateBankConnectionRequest,
        response: { 200: bankConnection },
      },
    },
    async (request) =>
      service.update(currentUser(request).id, request.params.id, request.body.autoPaymentOptimization),
  );
  app.delete(
    '/api/bank-account-connections/:id',
    {
      config: { access: 'authenticated', consumerAct: 'authorisation' },
      schema: {
        operationId: 'removeBankConnection',
        summary: 'Remove a connected account',
        tags,
        params: recordIdParams,
        response: { 204: z.undefined().describe('Removed') },
      },
    },
    async (request, reply) => {
      await service.remove(currentUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
};
