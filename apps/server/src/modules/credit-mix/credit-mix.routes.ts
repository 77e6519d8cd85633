import { ownerQuery, userIdPathParams } from '@app/contracts/common/params';
import {
  applyMixProductRequest,
  creditMixAnalysis,
  generateCreditMixRequest,
  mixIntent,
} from '@app/contracts/credit-mix.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { ownChoiceOf, recordOwnerFor } from '../../platform/auth/record-owner';
import type { CreditMixService } from './credit-mix.service';

const tags = ['credit mix'];

export const creditMixRoutes: FastifyPluginAsyncZod<{ service: CreditMixService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/credit-mix-optimization',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getCreditMix',
        summary: 'The credit mix analysis of the person’s imported accounts',
        tags,
        querystring: ownerQuery,
        response: { 200: creditMixAnalysis },
      },
    },
    async (request) => service.analysis(recordOwnerFor(currentUser(request), request.query.userId)),
  );
  app.get(
    '/api/credit-mix-optimization/:userId',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getUserCreditMix',
        summary: 'A person’s credit mix analysis: one’s own, or a client’s for an admin',
        tags,
        params: userIdPathParams,
        response: { 200: creditMixAnalysis },
      },
    },
    async (request) => service.analysis(recordOwnerFor(currentUser(request), request.params.userId)),
  );
  app.post(
    '/api/credit-mix-optimization/generate',
    {
      config: { access: 'authenticated', consumerAct: false },
      schema: {
        operationId: 'generateCreditMix',
        summary: 'Analyse the credit mix again from the newest imported file',
        tags,
        querystring: ownerQuery,
        body: generateCreditMixRequest.nullish(),
        response: { 200: creditMixAnalysis },
      },
    },
    async (request) => {
      const named = request.body?.userId ?? request.query.userId;
      return service.analysis(recordOwnerFor(currentUser(request), named));
    },
  );
  app.post(
    '/api/credit-mix-optimization/apply',
    {
      config: { access: 'authenticated', consumerAct: false },
      schema: {
        operationId: 'recordCreditMixIntent',
        summary: 'Apply Now: record the person’s intent to apply, with the date (nothing is applied for)',
        tags,
        body: applyMixProductRequest,
        response: { 200: mixIntent },
      },
    },
    async (request) =>
      service.recordIntent(ownChoiceOf(currentUser(request), request.body.userId), request.body.productId),
  );
};
