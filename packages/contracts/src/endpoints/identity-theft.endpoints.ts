import { ownerQuery, recordIdParams, userIdPathParams } from '../common/params';
import {
  caseIdParams,
  completeRecoveryStepRequest,
  identityTheftCase,
  identityTheftScan,
  recordTheftSignalRequest,
  runTheftScanRequest,
} from '../identity-theft.contract';
import { endpoint } from './endpoint';

export const getIdentityTheftScan = endpoint({
  method: 'GET',
  path: '/api/identity-theft-scan',
  operationId: 'getIdentityTheftScan',
  summary: 'The signed-in person’s identity theft case (ACTIVE or none) and the file items a scan reads',
  tags: ['identity theft'],
  querystring: ownerQuery,
  responses: { 200: identityTheftScan },
});

export const getUserIdentityTheftScan = endpoint({
  method: 'GET',
  path: '/api/identity-theft-scan/{userId}',
  operationId: 'getUserIdentityTheftScan',
  summary: 'A person’s identity theft case and file items: one’s own, or a client’s for an admin',
  tags: ['identity theft'],
  params: userIdPathParams,
  responses: { 200: identityTheftScan },
});

export const runIdentityTheftScan = endpoint({
  method: 'POST',
  path: '/api/identity-theft-scan/generate',
  operationId: 'runIdentityTheftScan',
  summary: 'Scan the person’s file for identity theft signals; any opens an ACTIVE case',
  tags: ['identity theft'],
  body: runTheftScanRequest,
  responses: { 200: identityTheftScan },
});

export const completeRecoveryStep = endpoint({
  method: 'POST',
  path: '/api/identity-theft-cases/{caseId}/complete-step',
  operationId: 'completeRecoveryStep',
  summary: 'Complete one recovery step of the person’s case, once; §605B steps write the letters',
  tags: ['identity theft'],
  params: caseIdParams,
  body: completeRecoveryStepRequest,
  responses: { 200: identityTheftCase },
});

export const recordIdentityTheftSignal = endpoint({
  method: 'POST',
  path: '/api/identity-theft-signals',
  operationId: 'recordIdentityTheftSignal',
  summary:
    'Mark an imported account or inquiry as not mine, or record an unknown address or a fraud statement',
  tags: ['identity theft'],
  body: recordTheftSignalRequest,
  responses: { 201: identityTheftScan },
});

export const removeIdentityTheftSignal = endpoint({
  method: 'DELETE',
  path: '/api/identity-theft-signals/{id}',
  operationId: 'removeIdentityTheftSignal',
  summary: 'Withdraw a signal the person recorded (the next scan no longer counts it)',
  tags: ['identity theft'],
  params: recordIdParams,
  responses: { 200: identityTheftScan },
});
