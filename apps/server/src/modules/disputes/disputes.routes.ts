import { bureauLabel } from '@app/contracts/bureaus';
import { recordIdParams, userIdPathParams } from '@app/contracts/common/params';
import { createDisputeRequest, dispute, disputeList } from '@app/contracts/disputes.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import { textToPdf } from '../../platform/documents/text-pdf';
import type { DisputesService } from './disputes.service';

const tags = ['disputes'];

export const disputesRoutes: FastifyPluginAsyncZod<{ service: DisputesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/disputes',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: disputeList } } },
    async (request) => service.list(currentUser(request).id),
  );
  app.get(
    '/api/disputes/follow-up',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: disputeList } } },
    async (request) => service.dueFollowUps(currentUser(request).id),
  );
  app.get(
    '/api/disputes/:userId',
    {
      config: { access: 'authenticated' },
      schema: { tags, params: userIdPathParams, response: { 200: disputeList } },
    },
    async (request) => service.list(recordOwnerFor(currentUser(request), request.params.userId)),
  );
  app.post(
    '/api/disputes',
    {
      config: { access: 'createDisputes' },
      schema: { tags, body: createDisputeRequest, response: { 201: dispute } },
    },
    async (request, reply) => {
      reply.status(201);
      return service.create(currentUser(request), request.body);
    },
  );
  app.patch(
    '/api/disputes/:id/alert-sent',
    {
      config: { access: 'authenticated' },
      schema: { tags, params: recordIdParams, response: { 200: dispute } },
    },
    async (request) => service.markFollowUpDone(currentUser(request), request.params.id),
  );
  app.get(
    '/api/disputes/:id/letter.pdf',
    { config: { access: 'authenticated' }, schema: { tags, params: recordIdParams } },
    async (request, reply) => {
      const d = await service.get(currentUser(request), request.params.id);
      const pdf = await textToPdf(d.letterContent, { title: `Dispute letter to ${bureauLabel[d.bureau]}` });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="dispute-${d.id}-${d.bureau.toLowerCase()}.pdf"`)
        .send(pdf);
    },
  );
};
