import { listLettersToMail, printLetters } from '@app/contracts/endpoints/disputes.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { textsToPdf } from '../../platform/documents/text-pdf';
import { serve } from '../../platform/http/serve';
import type { LettersToMailService } from './letters-to-mail.service';

export const lettersToMailRoutes: FastifyPluginAsyncZod<{ service: LettersToMailService }> = async (
  app,
  { service },
) => {
  serve(app, listLettersToMail, { access: 'mailLetters' }, async (request) =>
    service.list(currentUser(request), request.query.userId),
  );
  serve(app, printLetters, { access: 'mailLetters' }, async (request, reply) => {
    const { texts, company } = await service.envelopes(currentUser(request), request.query.ids);
    const pdf = await textsToPdf(texts, {
      title: `Letters to mail (${texts.length / 2})`,
      author: company,
      bold: (line) => /^ENVELOPE \d+ OF \d+$/.test(line),
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="letters-to-mail-${texts.length / 2}.pdf"`)
      .send(pdf);
  });
};
