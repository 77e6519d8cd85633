import { getFeatureAnalytics, listFeedback, sendFeedback } from '@app/contracts/endpoints/feedback.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { serve } from '../../platform/http/serve';
import type { FeedbackService } from './feedback.service';

export const feedbackRoutes: FastifyPluginAsyncZod<{ service: FeedbackService }> = async (
  app,
  { service },
) => {
  serve(app, sendFeedback, { access: 'authenticated', consumerAct: false }, async (request, reply) => {
    reply.status(201);
    return service.send(currentUser(request), request.body);
  });

  serve(app, listFeedback, { access: 'admin' }, async (request) =>
    service.list(currentUser(request).organizationId),
  );

  serve(app, getFeatureAnalytics, { access: 'admin' }, async (request) =>
    service.analytics(currentUser(request).organizationId),
  );
};
