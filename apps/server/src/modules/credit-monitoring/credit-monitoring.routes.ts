import { apiError } from '@app/contracts/common/api-error';
import { ownerQuery, recordIdParams } from '@app/contracts/common/params';
import {
  createMonitoringConnectionRequest,
  experianConnectRequest,
  experianConnectResponse,
  monitoringConnection,
  monitoringConnectionList,
  syncHistoryList,
  syncResponse,
} from '@app/contracts/credit-monitoring.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import { originOf } from '../../platform/auth/request-origin';
import type { CreditMonitoringService } from './credit-monitoring.service';

const tags = ['credit monitoring'];

export const creditMonitoringRoutes: FastifyPluginAsyncZod<{
  service: CreditMonitoringService;
}> = async (app, { service }) => {
  app.post(
    '/api/experian/connect',
    {
      config: { access: 'authenticated', consumerAct: 'authorisation' },
      schema: {
        operationId: 'connectExperian',
        summary: 'Connect one’s Experian credit file: pull it with written authorisation and import it',
        tags,
        body: experianConnectRequest,
        response: {
          200: experianConnectResponse,
          502: apiError.describe('Experian failed or did not answer; nothing was stored'),
        },
      },
    },
    async (request) => {
      return service.connectExperian(currentUser(request), request.body, originOf(request));
    },
  );

  app.get(
    '/api/credit-monitoring-connections',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'listMonitoringConnections',
        summary:
          'The signed-in person’s credit monitoring connections (or, with ?userId, a client’s for an admin)',
        tags,
        querystring: ownerQuery,
        response: { 200: monitoringConnectionList },
      },
    },
    async (request) => service.list(recordOwnerFor(currentUser(request), request.query.userId)),
  );

  app.post(
    '/api/credit-monitoring-connections',
    {
      config: { access: 'authenticated', consumerAct: 'authorisation' },
      schema: {
        operationId: 'addMonitoringConnection',
        summary: 'Add a credit monitoring connection; its password is sealed at rest and never returned',
        tags,
        body: createMonitoringConnectionRequest,
        response: { 201: monitoringConnection, 409: apiError.describe('This provider is already connected') },
      },
    },
    async (request, reply) => reply.status(201).send(await service.add(currentUser(request), request.body)),
  );

  app.delete(
    '/api/credit-monitoring-connections/:id',
    {
      config: { access: 'authenticated', consumerAct: 'authorisation' },
      schema: {
        operationId: 'removeMonitoringConnection',
        summary: 'Remove a credit monitoring connection and its stored file',
        tags,
        params: recordIdParams,
        response: { 204: z.undefined().describe('Removed') },
      },
    },
    async (request, reply) => {
      await service.remove(currentUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/sync-credit-monitoring/:id',
    {
      config: { access: 'authenticated', consumerAct: 'authorisation' },
      schema: {
        operationId: 'syncMonitoringConnection',
        summary: 'Sync a monitoring connection now: new items become issues, removed items are resolved',
        tags,
        params: recordIdParams,
        response: {
          200: syncResponse,
          502: apiError.describe('The monitoring provider failed; a failed sync is recorded'),
        },
      },
    },
    async (request) => service.sync(currentUser(request), request.params.id),
  );

  app.get(
    '/api/credit-file-sync-history',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'listSyncHistory',
        summary: 'The person’s monitoring syncs, newest first',
        tags,
        querystring: ownerQuery,
        response: { 200: syncHistoryList },
      },
    },
    async (request) => service.history(recordOwnerFor(currentUser(request), request.query.userId)),
  );
};
