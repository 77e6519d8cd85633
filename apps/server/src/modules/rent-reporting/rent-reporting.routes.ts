import { ownerQuery, userIdPathParams } from '@app/contracts/common/params';
import { enrollRentServiceRequest, rentReporting, rentService } from '@app/contracts/rent-reporting.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { ownChoiceOf, recordOwnerFor } from '../../platform/auth/record-owner';
import type { RentReportingService } from './rent-reporting.service';

const tags = ['rent reporting'];

export const rentReportingRoutes: FastifyPluginAsyncZod<{ service: RentReportingService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/rent-utility-reporting',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getRentReporting',
        summary: 'Rent and utility reporting services scored for the person, with their enrollments',
        tags,
        querystring: ownerQuery,
        response: { 200: rentReporting },
      },
    },
    async (request) => service.overview(recordOwnerFor(currentUser(request), request.query.userId)),
  );
  app.get(
    '/api/rent-utility-reporting/:userId',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getUserRentReporting',
        summary: 'A person’s rent reporting page: one’s own, or a client’s for an admin',
        tags,
        params: userIdPathParams,
        response: { 200: rentReporting },
      },
    },
    async (request) => service.overview(recordOwnerFor(currentUser(request), request.params.userId)),
  );
  app.post(
    '/api/rent-utility-reporting/enroll',
    {
      config: { access: 'authenticated', consumerAct: false },
      schema: {
        operationId: 'recordRentEnrollment',
        summary:
          'Enroll: record the person’s choice of a service, with the date (we enroll nobody elsewhere)',
        tags,
        body: enrollRentServiceRequest,
        response: { 200: rentService },
      },
    },
    async (request) =>
      service.enroll(ownChoiceOf(currentUser(request), request.body.userId), request.body.serviceId),
  );
};
