import { submitLead } from '@app/contracts/endpoints/leads.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/http/serve';
import type { LeadsService } from './leads.service';

export const leadsRoutes: FastifyPluginAsyncZod<{ service: LeadsService; perIpPerHour: number }> = async (
  app,
  { service, perIpPerHour },
) => {
  serve(
    app,
    submitLead,
    { access: 'public', rateLimit: { max: perIpPerHour, timeWindow: '1 hour' } },
    async (request, reply) => {
      reply.status(201);
      return service.submit(request.body, request.ip, request.organizationId);
    },
  );
};
