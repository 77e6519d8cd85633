import { okResponse } from '@app/contracts/auth.contract';
import { createFeedbackRequest, featureAnalytics, feedbackList } from '@app/contracts/feedback.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import type { FeedbackService } from './feedback.service';

export const feedbackRoutes: FastifyPluginAsyncZod<{ service: FeedbackService }> = async (
  app,
  { service },
) => {
  app.post(
    '/api/feedback',
    {
      config: { access: 'authenticated', consumerAct: false },
      schema: {
        operationId: 'sendFeedback',
        summary: 'Send feedback on a beta feature',
        tags: ['feedback'],
        body: createFeedbackRequest,
        response: { 201: okResponse },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return service.send(currentUser(request), request.body);
    },
  );

  app.get(
    '/api/admin/feedback',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listFeedback',
        summary: 'Feedback received, newest first',
        tags: ['admin: beta testing'],
        response: { 200: feedbackList },
      },
    },
    async () => service.list(),
  );

  app.get(
    '/api/admin/feedback/analytics',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'getFeatureAnalytics',
        summary: 'Uses and average rating per beta feature',
        tags: ['admin: beta testing'],
        response: { 200: featureAnalytics },
      },
    },
    async () => service.analytics(),
  );
};
