import {
  getMailEvidence,
  getMailedLetter,
  getMailQuote,
  getMailSpend,
  mailLetter,
  mailLetterBatch,
  markMailHandled,
  previewMailedLetter,
} from '@app/contracts/endpoints/certified-mail.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { serve } from '../../platform/http/serve';
import type { CertifiedMailService } from './certified-mail.service';

/** Mailing is the professional's work; the mailed letter and its proof are the client's too. */
export const certifiedMailRoutes: FastifyPluginAsyncZod<{ service: CertifiedMailService }> = async (
  app,
  { service },
) => {
  serve(app, getMailQuote, { access: 'mailLetters' }, async (request) =>
    service.quote(currentUser(request), request.query.disputeIds, request.query.enclosureDocumentIds),
  );
  serve(app, previewMailedLetter, { access: 'mailLetters' }, async (request, reply) => {
    const pdf = await service.preview(
      currentUser(request),
      request.params.id,
      request.query.enclosureDocumentIds,
    );
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="letter-${request.params.id}-to-print.pdf"`)
      .send(pdf);
  });
  serve(app, mailLetter, { access: 'mailLetters' }, async (request) =>
    service.mailOne(currentUser(request), request.params.id, request.body.enclosureDocumentIds),
  );
  serve(app, mailLetterBatch, { access: 'mailLetters' }, async (request) =>
    service.mailBatch(currentUser(request), request.body.disputeIds, request.body.enclosureDocumentIds),
  );
  serve(app, markMailHandled, { access: 'mailLetters' }, async (request) =>
    service.markHandled(currentUser(request), request.params.id),
  );
  serve(app, getMailedLetter, { access: 'authenticated' }, async (request) =>
    service.pieceOf(currentUser(request), request.params.id),
  );
  serve(app, getMailEvidence, { access: 'authenticated' }, async (request, reply) => {
    const pdf = await service.evidence(currentUser(request), request.params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="evidence-of-mailing-${request.params.id}.pdf"`)
      .send(pdf);
  });
  serve(app, getMailSpend, { access: 'admin' }, async (request) => service.spend(currentUser(request)));
};
