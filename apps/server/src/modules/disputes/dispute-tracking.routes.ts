import { apiError } from '@app/contracts/common/api-error';
import { recordIdParams } from '@app/contracts/common/params';
import {
  addTrackingRequest,
  dispute,
  setDeliveryRequest,
  trackingInfo,
  trackingNumberParams,
} from '@app/contracts/disputes.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/access-policy';
import type { DisputeTrackingService } from './dispute-tracking.service';

const tags = ['mail tracking'];

export const disputeTrackingRoutes: FastifyPluginAsyncZod<{ service: DisputeTrackingService }> = async (
  app,
  { service },
) => {
  // Mailing is an action on the dispute: those who may create disputes (and admins) do it.
  app.patch(
    '/api/disputes/:id/tracking',
    {
      config: { access: 'trackMail', consumerAct: false },
      schema: {
        operationId: 'addDisputeTracking',
        summary: 'Record the certified-mail tracking number of a letter',
        tags,
        params: recordIdParams,
        body: addTrackingRequest,
        response: {
          200: dispute,
          409: apiError.describe('Not approved, not mailable, or within the cancellation period'),
        },
      },
    },
    async (request) =>
      service.addTracking(currentUser(request), request.params.id, request.body.trackingNumber),
  );
  app.patch(
    '/api/disputes/:id/delivery',
    {
      config: { access: 'trackMail', consumerAct: false },
      schema: {
        operationId: 'setDisputeDelivery',
        summary: 'Record the delivery date of a mailed letter',
        tags,
        params: recordIdParams,
        body: setDeliveryRequest,
        response: { 200: dispute, 409: apiError.describe('Not approved, or not mailed yet') },
      },
    },
    async (request) =>
      service.setDelivery(currentUser(request), request.params.id, request.body.deliveryDate),
  );
  app.post(
    '/api/disputes/:id/update-from-tracking',
    {
      config: { access: 'authenticated', consumerAct: false },
      schema: {
        operationId: 'refreshDisputeTracking',
        summary: 'Update a dispute from its mail tracking',
        tags,
        params: recordIdParams,
        response: {
          200: z.object({ dispute, tracking: trackingInfo }),
          409: apiError.describe('The letter is not approved'),
          502: apiError.describe('The postal service failed'),
        },
      },
    },
    async (request) => service.refresh(currentUser(request), request.params.id),
  );
  app.get(
    '/api/usps/track/:trackingNumber',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'trackMail',
        summary: 'Track a mailed letter by its tracking number',
        tags,
        params: trackingNumberParams,
        response: { 200: trackingInfo, 502: apiError.describe('The postal service failed') },
      },
    },
    async (request) => service.lookup(currentUser(request), request.params.trackingNumber),
  );
};
