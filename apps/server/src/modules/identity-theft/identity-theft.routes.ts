import { ownerQuery, recordIdParams, userIdPathParams } from '@app/contracts/common/params';
import {
  caseIdParams,
  completeRecoveryStepRequest,
  identityTheftCase,
  identityTheftScan,
  recordTheftSignalRequest,
  runTheftScanRequest,
} from '@app/contracts/identity-theft.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import type { IdentityTheftService } from './identity-theft.service';

const tags = ['identity theft'];

export const identityTheftRoutes: FastifyPluginAsyncZod<{ service: IdentityTheftService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/identity-theft-scan',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getIdentityTheftScan',
        summary:
          'The signed-in person’s identity theft case (ACTIVE or none) and the file items a scan reads',
        tags,
        querystring: ownerQuery,
        response: { 200: identityTheftScan },
      },
    },
    async (request) => service.view(recordOwnerFor(currentUser(request), request.query.userId)),
  );
  app.get(
    '/api/identity-theft-scan/:userId',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getUserIdentityTheftScan',
        summary: 'A person’s identity theft case and file items: one’s own, or a client’s for an admin',
        tags,
        params: userIdPathParams,
        response: { 200: identityTheftScan },
      },
    },
    async (request) => service.view(recordOwnerFor(currentUser(request), request.params.userId)),
  );
  app.post(
    '/api/identity-theft-scan/generate',
    {
      config: { access: 'authenticated', consumerAct: 'identityTheft' },
      schema: {
        operationId: 'runIdentityTheftScan',
        summary: 'Scan the person’s file for identity theft signals; any opens an ACTIVE case',
        tags,
        body: runTheftScanRequest,
        response: { 200: identityTheftScan },
      },
    },
    async (request) => service.scan(recordOwnerFor(currentUser(request), request.body.userId)),
  );
  app.post(
    '/api/identity-theft-cases/:caseId/complete-step',
    {
      config: { access: 'authenticated', consumerAct: 'identityTheft' },
      schema: {
        operationId: 'completeRecoveryStep',
        summary: 'Complete one recovery step of the person’s case, once; §605B steps write the letters',
        tags,
        params: caseIdParams,
        body: completeRecoveryStepRequest,
        response: { 200: identityTheftCase },
      },
    },
    async (request) => service.completeStep(currentUser(request), request.params.caseId, request.body),
  );
  app.post(
    '/api/identity-theft-signals',
    {
      config: { access: 'authenticated', consumerAct: 'identityTheft' },
      schema: {
        operationId: 'recordIdentityTheftSignal',
        summary:
          'Mark an imported account or inquiry as not mine, or record an unknown address or a fraud statement',
        tags,
        body: recordTheftSignalRequest,
        response: { 201: identityTheftScan },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.recordSignal(currentUser(request).id, request.body)),
  );
  app.delete(
    '/api/identity-theft-signals/:id',
    {
      config: { access: 'authenticated', consumerAct: 'identityTheft' },
      schema: {
        operationId: 'removeIdentityTheftSignal',
        summary: 'Withdraw a signal the person recorded (the next scan no longer counts it)',
        tags,
        params: recordIdParams,
        response: { 200: identityTheftScan },
      },
    },
    async (request) => service.removeSignal(currentUser(request).id, request.params.id),
  );
};
