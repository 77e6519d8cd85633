import {
  getRentReporting,
  getUserRentReporting,
  recordRentEnrollment,
} from '@app/contracts/endpoints/rent-reporting.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { ownChoiceOf, recordOwnerFor } from '../../platform/auth/record-owner';
import { serve } from '../../platform/http/serve';
import type { RentReportingService } from './rent-reporting.service';

export const rentReportingRoutes: FastifyPluginAsyncZod<{ service: RentReportingService }> = async (
  app,
  { service },
) => {
  serve(app, getRentReporting, { access: 'authenticated' }, async (request) =>
    service.overview(await recordOwnerFor(currentUser(request), request.query.userId)),
  );
  serve(app, getUserRentReporting, { access: 'authenticated' }, async (request) =>
    service.overview(await recordOwnerFor(currentUser(request), request.params.userId)),
  );
  serve(app, recordRentEnrollment, { access: 'authenticated', consumerAct: false }, async (request) =>
    service.enroll(ownChoiceOf(currentUser(request), request.body.userId), request.body.serviceId),
  );
};
