import {
  addEmploymentRecord,
  getEmploymentRecords,
  getUserEmploymentRecords,
} from '@app/contracts/endpoints/employment.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import { serve } from '../../platform/http/serve';
import type { EmploymentService } from './employment.service';

export const employmentRoutes: FastifyPluginAsyncZod<{ service: EmploymentService }> = async (
  app,
  { service },
) => {
  serve(app, getEmploymentRecords, { access: 'authenticated' }, async (request) =>
    service.records(await recordOwnerFor(currentUser(request), request.query.userId)),
  );
  serve(app, getUserEmploymentRecords, { access: 'authenticated' }, async (request) =>
    service.records(await recordOwnerFor(currentUser(request), request.params.userId)),
  );
  serve(app, addEmploymentRecord, { access: 'authenticated', consumerAct: false }, async (request, reply) => {
    const owner = await recordOwnerFor(currentUser(request), request.body.userId);
    reply.status(201);
    return service.add(owner, request.body);
  });
};
