import { z } from 'zod';
import { apiError } from '../common/api-error';
import { ownerQuery, recordIdParams, userIdPathParams } from '../common/params';
import {
  adminCreditConnectionList,
  createMonitoringConnectionRequest,
  creditData,
  experianConnectRequest,
  experianConnectResponse,
  monitoringConnection,
  monitoringConnectionList,
  syncHistoryList,
  syncResponse,
} from '../credit-monitoring.contract';
import { endpoint } from './endpoint';

export const connectExperian = endpoint({
  method: 'POST',
  path: '/api/experian/connect',
  operationId: 'connectExperian',
  summary: 'Connect one’s Experian credit file: pull it with written authorisation and import it',
  tags: ['credit monitoring'],
  body: experianConnectRequest,
  responses: {
    200: experianConnectResponse,
    502: apiError.describe('Experian failed or did not answer; nothing was stored'),
  },
});

export const listMonitoringConnections = endpoint({
  method: 'GET',
  path: '/api/credit-monitoring-connections',
  operationId: 'listMonitoringConnections',
  summary: 'The signed-in person’s credit monitoring connections (or, with ?userId, a client’s for an admin)',
  tags: ['credit monitoring'],
  querystring: ownerQuery,
  responses: { 200: monitoringConnectionList },
});

export const addMonitoringConnection = endpoint({
  method: 'POST',
  path: '/api/credit-monitoring-connections',
  operationId: 'addMonitoringConnection',
  summary: 'Add a credit monitoring connection; its password is sealed at rest and never returned',
  tags: ['credit monitoring'],
  body: createMonitoringConnectionRequest,
  responses: { 201: monitoringConnection, 409: apiError.describe('This provider is already connected') },
});

export const removeMonitoringConnection = endpoint({
  method: 'DELETE',
  path: '/api/credit-monitoring-connections/{id}',
  operationId: 'removeMonitoringConnection',
  summary: 'Remove a credit monitoring connection and its stored file',
  tags: ['credit monitoring'],
  params: recordIdParams,
  responses: { 204: z.undefined().describe('Removed') },
});

export const syncMonitoringConnection = endpoint({
  method: 'POST',
  path: '/api/sync-credit-monitoring/{id}',
  operationId: 'syncMonitoringConnection',
  summary: 'Sync a monitoring connection now: new items become issues, removed items are resolved',
  tags: ['credit monitoring'],
  params: recordIdParams,
  responses: {
    200: syncResponse,
    502: apiError.describe('The monitoring provider failed; a failed sync is recorded'),
  },
});

export const listSyncHistory = endpoint({
  method: 'GET',
  path: '/api/credit-file-sync-history',
  operationId: 'listSyncHistory',
  summary: 'The person’s monitoring syncs, newest first',
  tags: ['credit monitoring'],
  querystring: ownerQuery,
  responses: { 200: syncHistoryList },
});

export const listCreditConnections = endpoint({
  method: 'GET',
  path: '/api/admin/credit-connections',
  operationId: 'listCreditConnections',
  summary: 'Every client’s monitoring connections, with the client’s name',
  tags: ['admin: credit profiles'],
  responses: { 200: adminCreditConnectionList },
});

export const getClientCreditData = endpoint({
  method: 'GET',
  path: '/api/admin/credit-data/{userId}',
  operationId: 'getClientCreditData',
  summary: 'A client’s newest credit file: score, accounts, inquiries and public records (audited)',
  tags: ['admin: credit profiles'],
  params: userIdPathParams,
  responses: { 200: creditData, 404: apiError.describe('No active connection has brought in a file') },
});
