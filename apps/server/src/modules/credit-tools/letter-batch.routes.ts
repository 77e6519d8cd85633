import {
  draftClientDisputeLetters,
  previewClientDisputeLetters,
} from '@app/contracts/endpoints/credit-tools.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { originOf } from '../../platform/auth/request-origin';
import { serve } from '../../platform/http/serve';
import type { LetterBatchService } from './letter-batch.service';

export const letterBatchRoutes: FastifyPluginAsyncZod<{
  batch: LetterBatchService;
}> = async (app, { batch }) => {
  serve(app, draftClientDisputeLetters, { access: 'workClients' }, async (request, reply) => {
    const admin = currentUser(request);
    const result = await batch.draft(admin, request.body, originOf(request));
    reply.status(201);
    return result;
  });
  serve(app, previewClientDisputeLetters, { access: 'workClients' }, async (request) =>
    batch.preview(currentUser(request), request.body),
  );
};
