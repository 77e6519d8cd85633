import { ownerQuery } from '@app/contracts/common/params';
import {
  assessLoanRequest,
  loanAssessment,
  savedLoanProfile,
  saveLoanProfileRequest,
} from '@app/contracts/loan-readiness.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import type { LoanReadinessService } from './loan-readiness.service';

const tags = ['loan readiness'];

export const loanReadinessRoutes: FastifyPluginAsyncZod<{ service: LoanReadinessService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/loan-readiness/profile',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getLoanProfile',
        summary: 'The financial profile (cents), or its defaults before the first save',
        tags,
        querystring: ownerQuery,
        response: { 200: savedLoanProfile },
      },
    },
    async (request) => service.profile(recordOwnerFor(currentUser(request), request.query.userId)),
  );
  app.post(
    '/api/loan-readiness/profile',
    {
      config: { access: 'authenticated', consumerAct: false },
      schema: {
        operationId: 'saveLoanProfile',
        summary: 'Save the financial profile (amounts in cents): one’s own, or a client’s for an admin',
        tags,
        body: saveLoanProfileRequest,
        response: { 200: savedLoanProfile },
      },
    },
    async (request) => {
      const { userId, ...profile } = request.body;
      return service.saveProfile(recordOwnerFor(currentUser(request), userId), profile);
    },
  );
  app.post(
    '/api/loan-readiness/assess',
    {
      config: { access: 'authenticated', consumerAct: false },
      schema: {
        operationId: 'assessLoanReadiness',
        summary: 'Run the readiness assessment on the given profile; it is kept',
        tags,
        body: assessLoanRequest,
        response: { 201: loanAssessment },
      },
    },
    async (request, reply) => {
      const { userId, ...profile } = request.body;
      const owner = recordOwnerFor(currentUser(request), userId);
      reply.status(201);
      return service.assess(owner, profile);
    },
  );
  app.get(
    '/api/loan-readiness/assessments',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getLoanAssessments',
        summary: 'The assessments run, newest first',
        tags,
        querystring: ownerQuery,
        response: { 200: z.array(loanAssessment) },
      },
    },
    async (request) => service.assessments(recordOwnerFor(currentUser(request), request.query.userId)),
  );
};
