import { ownerQuery, userIdPathParams } from '@app/contracts/common/params';
import {
  addEmploymentRequest,
  employmentRecord,
  employmentRecordList,
} from '@app/contracts/employment.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import type { EmploymentService } from './employment.service';

const tags = ['employment'];

export const employmentRoutes: FastifyPluginAsyncZod<{ service: EmploymentService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/employment-verifications',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getEmploymentRecords',
        summary: 'The signed-in person’s employment history, newest job first',
        tags,
        querystring: ownerQuery,
        response: { 200: employmentRecordList },
      },
    },
    async (request) => service.records(recordOwnerFor(currentUser(request), request.query.userId)),
  );
  app.get(
    '/api/employment-verifications/:userId',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getUserEmploymentRecords',
        summary: 'A person’s employment history: one’s own, or a client’s for an admin',
        tags,
        params: userIdPathParams,
        response: { 200: employmentRecordList },
      },
    },
    async (request) => service.records(recordOwnerFor(currentUser(request), request.params.userId)),
  );
  app.post(
    '/api/employment-verifications',
    {
      config: { access: 'authenticated', consumerAct: false },
      schema: {
        operationId: 'addEmploymentRecord',
        summary: 'Add a job to the employment history (salary in cents); it starts as not verified',
        tags,
        body: addEmploymentRequest,
        response: { 201: employmentRecord },
      },
    },
    async (request, reply) => {
      const owner = recordOwnerFor(currentUser(request), request.body.userId);
      reply.status(201);
      return service.add(owner, request.body);
    },
  );
};
