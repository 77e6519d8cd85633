import { bureauLabel } from '@app/contracts/bureaus';
import { apiError } from '@app/contracts/common/api-error';
import { pdfFile } from '@app/contracts/common/files';
import { ownerQuery, recordIdParams, userIdOrEveryoneParams } from '@app/contracts/common/params';
import { createDisputeRequest, dispute, disputeList } from '@app/contracts/disputes.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import { textToPdf } from '../../platform/documents/text-pdf';
import type { IdempotentCreate } from '../../platform/idempotency/idempotent-create';
import type { DisputesService } from './disputes.service';

const tags = ['disputes'];

export const disputesRoutes: FastifyPluginAsyncZod<{
  service: DisputesService;
  idempotentCreate: IdempotentCreate;
}> = async (app, { service, idempotentCreate }) => {
  app.get(
    '/api/disputes',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'listDisputes',
        summary: 'The signed-in person’s disputes (or, with ?userId, a client’s for an admin)',
        tags,
        querystring: ownerQuery,
        response: { 200: disputeList },
      },
    },
    async (request) => service.list(recordOwnerFor(currentUser(request), request.query.userId)),
  );
  app.get(
    '/api/disputes/follow-up',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'listDueFollowUps',
        summary: 'The signed-in person’s disputes whose follow-up is due',
        tags,
        response: { 200: disputeList },
      },
    },
    async (request) => service.dueFollowUps(currentUser(request).id),
  );
  app.get(
    '/api/disputes/:userId',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'listUserDisputes',
        summary:
          'A person’s disputes: one’s own, a client’s for an admin, or (user id 0) the 500 newest of everyone’s',
        tags,
        params: userIdOrEveryoneParams,
        response: { 200: disputeList },
      },
    },
    async (request) => service.listForViewer(currentUser(request), request.params.userId),
  );
  app.post(
    '/api/disputes',
    {
      // The admin may draft while testing as the client; an attestation is refused in the service.
      config: { access: 'createDisputes', consumerAct: false },
      schema: {
        operationId: 'createDispute',
        summary: 'Open a dispute of a credit issue with a bureau',
        tags,
        body: createDisputeRequest,
        response: {
          201: dispute,
          404: apiError.describe('No such credit issue, or not the caller’s to see'),
          400: apiError.describe('A field, or the Idempotency-Key header, is not valid'),
          403: apiError.describe(
            'An attestation given from a Test as Client session: only the client attests',
          ),
          409: apiError.describe(
            'Already disputed with this bureau, or the plan’s items this month are used',
          ),
          422: apiError.describe('The Idempotency-Key was already used for a different request'),
        },
      },
    },
    // An optional Idempotency-Key header makes a retried create answer the first result again.
    async (request, reply) =>
      idempotentCreate.run(request, reply, { operation: 'createDispute', status: 201 }, (remember) =>
        service.create(currentUser(request), request.body, remember, request.impersonation?.adminId ?? null),
      ),
  );
  app.patch(
    '/api/disputes/:id/alert-sent',
    {
      config: { access: 'authenticated', consumerAct: false },
      schema: {
        operationId: 'markFollowUpDone',
        summary: 'Mark a dispute’s follow-up as done',
        tags,
        params: recordIdParams,
        response: { 200: dispute },
      },
    },
    async (request) => service.markFollowUpDone(currentUser(request), request.params.id),
  );
  app.get(
    '/api/disputes/:id/letter.pdf',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'downloadDisputeLetterPdf',
        summary: 'Download a dispute letter as a PDF',
        tags,
        params: recordIdParams,
        response: { 200: pdfFile },
      },
    },
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
