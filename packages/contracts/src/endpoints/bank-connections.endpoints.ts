import { z } from 'zod';
import {
  bankConnection,
  bankOwnerParams,
  bankVerification,
  checkBankCodeRequest,
  connectBankRequest,
  sendBankCodeRequest,
  updateBankConnectionRequest,
} from '../bank-connections.contract';
import { ownerQuery, recordIdParams } from '../common/params';
import { endpoint } from './endpoint';

export const getBankConnections = endpoint({
  method: 'GET',
  path: '/api/bank-account-connections',
  operationId: 'getBankConnections',
  summary: 'The person’s connected bank accounts (last 4 digits only), newest first',
  tags: ['bank connections'],
  querystring: ownerQuery,
  responses: { 200: z.array(bankConnection) },
});

export const getUserBankConnections = endpoint({
  method: 'GET',
  path: '/api/bank-account-connections/{id}',
  operationId: 'getUserBankConnections',
  summary: 'A person’s connected bank accounts: one’s own, or a client’s for an admin',
  tags: ['bank connections'],
  params: bankOwnerParams,
  responses: { 200: z.array(bankConnection) },
});

export const sendBankVerificationCode = endpoint({
  method: 'POST',
  path: '/api/bank-account-connections/verification-codes',
  operationId: 'sendBankVerificationCode',
  summary: 'E-mail a 6-character code to the person, to check before an account is connected',
  tags: ['bank connections'],
  body: sendBankCodeRequest,
  responses: { 201: bankVerification },
});

export const checkBankVerificationCode = endpoint({
  method: 'POST',
  path: '/api/bank-account-connections/verification-codes/{id}/check',
  operationId: 'checkBankVerificationCode',
  summary: 'Check the e-mailed code; 10 wrong codes lock the attempt',
  tags: ['bank connections'],
  params: recordIdParams,
  body: checkBankCodeRequest,
  responses: { 200: bankVerification },
});

export const connectBankAccount = endpoint({
  method: 'POST',
  path: '/api/bank-account-connections',
  operationId: 'connectBankAccount',
  summary: 'Connect an account after its code was checked; only the last 4 digits are kept',
  tags: ['bank connections'],
  body: connectBankRequest,
  responses: { 201: bankConnection },
});

export const syncBankConnection = endpoint({
  method: 'POST',
  path: '/api/bank-account-connections/{id}/sync',
  operationId: 'syncBankConnection',
  summary: 'Sync Now: refresh the balances through the banking link',
  tags: ['bank connections'],
  params: recordIdParams,
  responses: { 200: bankConnection },
});

export const updateBankConnection = endpoint({
  method: 'PATCH',
  path: '/api/bank-account-connections/{id}',
  operationId: 'updateBankConnection',
  summary: 'Save the auto-optimization switch',
  tags: ['bank connections'],
  params: recordIdParams,
  body: updateBankConnectionRequest,
  responses: { 200: bankConnection },
});

export const removeBankConnection = endpoint({
  method: 'DELETE',
  path: '/api/bank-account-connections/{id}',
  operationId: 'removeBankConnection',
  summary: 'Remove a connected account',
  tags: ['bank connections'],
  params: recordIdParams,
  responses: { 204: z.undefined().describe('Removed') },
});
