import {
  addDisputeTracking,
  refreshDisputeTracking,
  setDisputeDelivery,
  trackMail,
} from '@app/contracts/endpoints/disputes.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { serve } from '../../platform/http/serve';
import type { DisputeTrackingService } from './dispute-tracking.service';

export const disputeTrackingRoutes: FastifyPluginAsyncZod<{ service: DisputeTrackingService }> = async (
  app,
  { service },
) => {
  // Mailing is an action on the dispute: those who may create disputes (and admins) do it.
  serve(app, addDisputeTracking, { access: 'trackMail', consumerAct: false }, async (request) =>
    service.addTracking(currentUser(request), request.params.id, request.body.trackingNumber),
  );
  serve(app, setDisputeDelivery, { access: 'trackMail', consumerAct: false }, async (request) =>
    service.setDelivery(
      currentUser(request),
      request.params.id,
      request.body.deliveryDate,
      request.body.timeZone,
    ),
  );
  serve(app, refreshDisputeTracking, { access: 'authenticated', consumerAct: false }, async (request) =>
    service.refresh(currentUser(request), request.params.id),
  );
  serve(app, trackMail, { access: 'authenticated' }, async (request) =>
    service.lookup(currentUser(request), request.params.trackingNumber),
  );
};
