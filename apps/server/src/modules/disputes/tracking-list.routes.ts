import { bureau } from '@app/contracts/bureau-enum';
import { userIdPathParams } from '@app/contracts/common/params';
import { trackingListPage, trackingListQuery } from '@app/contracts/disputes.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TrackingListService } from './tracking-list.service';

const tags = ['mail tracking'];
const untrackedDispute = z.object({
  id: z.number().int(),
  bureau,
  issueTitle: z.string(),
  creditor: z.string(),
});

export const trackingListRoutes: FastifyPluginAsyncZod<{ service: TrackingListService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/admin/tracking',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listTrackedDisputes',
        summary: 'Page through mailed letters and their tracking',
        tags,
        querystring: trackingListQuery,
        response: { 200: trackingListPage },
      },
    },
    async (request) => service.page(request.query),
  );
  app.get(
    '/api/admin/tracking/untracked/:userId',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listUntrackedDisputes',
        summary: 'A client’s approved letters without a tracking number',
        tags,
        params: userIdPathParams,
        response: { 200: z.array(untrackedDispute) },
      },
    },
    async (request) => service.untracked(request.params.userId),
  );
};
