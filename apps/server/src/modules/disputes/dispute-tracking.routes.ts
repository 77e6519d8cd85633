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
      config: { access: 'createDisputes' },
      schema: { tags, params: recordIdParams, body: addTrackingRequest, response: { 200: dispute } },
    },
    async (request) =>
      service.addTracking(currentUser(request), request.params.id, request.body.trackingNumber),
  );
  app.patch(
    '/api/disputes/:id/delivery',
    {
      config: { access: 'createDisputes' },
      schema: { tags, params: recordIdParams, body: setDeliveryRequest, response: { 200: dispute } },
    },
    async (request) =>
      service.setDelivery(currentUser(request), request.params.id, request.body.deliveryDate),
  );
  app.post(
    '/api/disputes/:id/update-from-tracking',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        params: recordIdParams,
        response: { 200: z.object({ dispute, tracking: trackingInfo }) },
      },
    },
    async (request) => service.refresh(currentUser(request), request.params.id),
  );
  app.get(
    '/api/usps/track/:trackingNumber',
    {
      config: { access: 'authenticated' },
      schema: { tags, params: trackingNumberParams, response: { 200: trackingInfo } },
    },
    async (request) => service.lookup(currentUser(request), request.params.trackingNumber),
  );
};
