import { apiError } from '@app/contracts/common/api-error';
import { pdfFile } from '@app/contracts/common/files';
import { lettersToMail, lettersToMailQuery, printLettersQuery } from '@app/contracts/letter-readiness';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { textsToPdf } from '../../platform/documents/text-pdf';
import type { LettersToMailService } from './letters-to-mail.service';

const tags = ['disputes'];

export const lettersToMailRoutes: FastifyPluginAsyncZod<{ service: LettersToMailService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/admin/letters-to-mail',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listLettersToMail',
        summary: 'Approved letters the company mails that have no tracking number yet, oldest approval first',
        tags,
        querystring: lettersToMailQuery,
        response: { 200: lettersToMail },
      },
    },
    async (request) => service.list(request.query.userId),
  );
  app.get(
    '/api/admin/letters/print',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'printLetters',
        summary: 'The chosen approved letters in one PDF, each after its envelope’s cover sheet',
        tags,
        querystring: printLettersQuery,
        response: {
          200: pdfFile,
          409: apiError.describe('A letter is not approved, or cannot be mailed yet (address, contract)'),
        },
      },
    },
    async (request, reply) => {
      const texts = await service.envelopes(currentUser(request), request.query.ids);
      const pdf = await textsToPdf(texts, {
        title: `Letters to mail (${texts.length / 2})`,
        bold: (line) => /^ENVELOPE \d+ OF \d+$/.test(line),
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="letters-to-mail-${texts.length / 2}.pdf"`)
        .send(pdf);
    },
  );
};
