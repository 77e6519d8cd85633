import { bureauLabel } from '@app/contracts/bureaus';
import {
  completeFollowUp,
  createDispute,
  downloadDisputeLetterPdf,
  listDisputes,
  listDueFollowUps,
  listUserDisputes,
  markFollowUpDone,
  undoFollowUpCompletion,
} from '@app/contracts/endpoints/disputes.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import { textToPdf } from '../../platform/documents/text-pdf';
import { serve } from '../../platform/http/serve';
import type { IdempotentCreate } from '../../platform/idempotency/idempotent-create';
import type { DisputesService } from './disputes.service';

export const disputesRoutes: FastifyPluginAsyncZod<{
  service: DisputesService;
  idempotentCreate: IdempotentCreate;
  brandOf: (organizationId: number) => Promise<{ companyName: string }>;
}> = async (app, { service, idempotentCreate, brandOf }) => {
  serve(app, listDisputes, { access: 'authenticated' }, async (request) =>
    service.list(await recordOwnerFor(currentUser(request), request.query.userId)),
  );
  serve(app, listDueFollowUps, { access: 'authenticated' }, async (request) =>
    service.dueFollowUps(currentUser(request).id),
  );
  serve(app, listUserDisputes, { access: 'authenticated' }, async (request) =>
    service.listForViewer(currentUser(request), request.params.userId),
  );
  // The admin may draft while testing as the client; an attestation is refused in the service.
  serve(
    app,
    createDispute,
    { access: 'createDisputes', consumerAct: false },
    // An optional Idempotency-Key header makes a retried create answer the first result again.
    async (request, reply) =>
      idempotentCreate.run(request, reply, { operation: 'createDispute', status: 201 }, (remember) =>
        service.create(currentUser(request), request.body, remember, request.impersonation?.adminId ?? null),
      ),
  );
  serve(app, markFollowUpDone, { access: 'authenticated', consumerAct: false }, async (request) =>
    service.markFollowUpDone(currentUser(request), request.params.id),
  );
  serve(app, completeFollowUp, { access: 'authenticated', consumerAct: false }, async (request) =>
    service.completeFollowUp(currentUser(request), request.params.id, request.body.answer),
  );
  serve(app, undoFollowUpCompletion, { access: 'authenticated', consumerAct: false }, async (request) =>
    service.undoFollowUpCompletion(currentUser(request), request.params.id),
  );
  serve(app, downloadDisputeLetterPdf, { access: 'authenticated' }, async (request, reply) => {
    const viewer = currentUser(request);
    const d = await service.get(viewer, request.params.id);
    const pdf = await textToPdf(d.letterContent, {
      title: `Dispute letter to ${bureauLabel[d.bureau]}`,
      author: (await brandOf(viewer.organizationId)).companyName,
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="dispute-${d.id}-${d.bureau.toLowerCase()}.pdf"`)
      .send(pdf);
  });
};
