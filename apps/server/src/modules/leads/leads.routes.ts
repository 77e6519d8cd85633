import { leadSubmission, leadSubmissionResponse } from '@app/contracts/leads.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LeadsService } from './leads.service';

export const leadsRoutes: FastifyPluginAsyncZod<{ service: LeadsService; perIpPerHour: number }> = async (
  app,
  { service, perIpPerHour },
) => {
  app.post(
    '/api/contact/lead-submission',
    {
      config: { access: 'public', rateLimit: { max: perIpPerHour, timeWindow: '1 hour' } },
      schema: {
        operationId: 'submitLead',
        summary: 'Send the public site’s lead form',
        tags: ['leads'],
        body: leadSubmission,
        response: { 201: leadSubmissionResponse },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return service.submit(request.body, request.ip);
    },
  );
};
