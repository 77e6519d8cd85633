import { apiError } from '@app/contracts/common/api-error';
import {
  draftLettersRequest,
  draftLettersResponse,
  previewLettersResponse,
} from '@app/contracts/dispute-batch.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { originOf } from '../../platform/auth/request-origin';
import type { LetterBatchService } from './letter-batch.service';

export const letterBatchRoutes: FastifyPluginAsyncZod<{
  batch: LetterBatchService;
}> = async (app, { batch }) => {
  app.post(
    '/api/admin/dispute-letters',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'draftClientDisputeLetters',
        summary: 'Draft the letters for several of a client’s items at several bureaus at once',
        tags: ['AI tools'],
        body: draftLettersRequest,
        response: {
          201: draftLettersResponse,
          404: apiError.describe('No such credit issue for this client'),
          400: apiError.describe('A choice that does not fit its item, naming the field (items.N.reason...)'),
          409: apiError.describe('Every chosen item is already under dispute at the chosen bureaus'),
          502: apiError.describe('The AI provider failed'),
        },
      },
    },
    async (request, reply) => {
      const admin = currentUser(request);
      const result = await batch.draft(admin, request.body, originOf(request));
      reply.status(201);
      return result;
    },
  );
  app.post(
    '/api/admin/dispute-letters/preview',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'previewClientDisputeLetters',
        summary: 'Write the letters a batch would draft and show them, saving nothing',
        tags: ['AI tools'],
        body: draftLettersRequest,
        response: {
          200: previewLettersResponse,
          400: apiError.describe('A choice that does not fit its item, naming the field (items.N.reason...)'),
          404: apiError.describe('No such credit issue for this client'),
          409: apiError.describe('Every chosen item is already under dispute at the chosen bureaus'),
          502: apiError.describe('The AI provider failed'),
        },
      },
    },
    async (request) => batch.preview(currentUser(request), request.body),
  );
};
