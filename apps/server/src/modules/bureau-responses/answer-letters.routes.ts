import {
  confirmBureauAnswerLetter,
  downloadBureauAnswerLetter,
  getBureauAnswerLetter,
  listBureauAnswerLetters,
  uploadBureauAnswerLetter,
} from '@app/contracts/endpoints/bureau-answer-letters.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { originOf } from '../../platform/auth/request-origin';
import { serve } from '../../platform/http/serve';
import { sendStored } from '../../platform/http/stored-file';
import type { AnswerLettersService } from './answer-letters.service';

// base64 of a 10 MB file (13.4 MB) plus the JSON around it; anything larger is refused unread (413).
const uploadBodyLimit = Math.round(14.5 * 1024 * 1024);

export const answerLettersRoutes: FastifyPluginAsyncZod<{ letters: AnswerLettersService }> = async (
  app,
  { letters },
) => {
  // The consumer uploads their own letter; of the team, those who record bureau answers.
  serve(
    app,
    uploadBureauAnswerLetter,
    { access: 'createDisputes', teamAbility: 'bureauAnswers', consumerAct: false },
    async (request, reply) => {
      const saved = await letters.upload(currentUser(request), request.body, originOf(request));
      reply.status(201);
      return saved;
    },
    { bodyLimit: uploadBodyLimit },
  );
  serve(app, listBureauAnswerLetters, { access: 'authenticated' }, async (request) =>
    letters.list(currentUser(request), request.params.userId),
  );
  serve(app, getBureauAnswerLetter, { access: 'authenticated' }, async (request) =>
    letters.get(currentUser(request), request.params.id),
  );
  // Only a person of the team who works the client confirms: a consumer never marks their own items.
  serve(app, confirmBureauAnswerLetter, { access: 'bureauAnswers' }, async (request) =>
    letters.confirm(currentUser(request), request.params.id, request.body, originOf(request)),
  );
  serve(app, downloadBureauAnswerLetter, { access: 'bureauAnswers' }, async (request, reply) =>
    sendStored(reply, 'attachment', await letters.file(currentUser(request), request.params.id)),
  );
};
