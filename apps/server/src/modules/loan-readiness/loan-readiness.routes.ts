import {
  assessLoanReadiness,
  getLoanAssessments,
  getLoanProfile,
  saveLoanProfile,
} from '@app/contracts/endpoints/loan-readiness.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import { serve } from '../../platform/http/serve';
import type { LoanReadinessService } from './loan-readiness.service';

export const loanReadinessRoutes: FastifyPluginAsyncZod<{ service: LoanReadinessService }> = async (
  app,
  { service },
) => {
  serve(app, getLoanProfile, { access: 'authenticated' }, async (request) =>
    service.profile(await recordOwnerFor(currentUser(request), request.query.userId)),
  );
  serve(app, saveLoanProfile, { access: 'authenticated', consumerAct: false }, async (request) => {
    const { userId, ...profile } = request.body;
    return service.saveProfile(await recordOwnerFor(currentUser(request), userId), profile);
  });
  serve(app, assessLoanReadiness, { access: 'authenticated', consumerAct: false }, async (request, reply) => {
    const { userId, ...profile } = request.body;
    const owner = await recordOwnerFor(currentUser(request), userId);
    reply.status(201);
    return service.assess(owner, profile);
  });
  serve(app, getLoanAssessments, { access: 'authenticated' }, async (request) =>
    service.assessments(await recordOwnerFor(currentUser(request), request.query.userId)),
  );
};
