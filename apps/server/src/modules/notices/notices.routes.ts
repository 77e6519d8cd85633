import {
  getNextSteps,
  getNoticePreferences,
  listDocumentRequests,
  requestClientDocument,
  unsubscribeFromNotices,
  unsubscribeFromNoticesOneClick,
  updateNoticePreferences,
} from '@app/contracts/endpoints/notices.endpoints';
import type { documentRequestBody } from '@app/contracts/notices.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import { serve } from '../../platform/http/serve';
import type { NextStepsService } from './next-steps.service';
import type { NoticesService } from './notices.service';

/** Issue 21 parts 4 and 5: the person's next steps, their e-mail notice choices, the unsubscribe link. */
export const noticesRoutes: FastifyPluginAsyncZod<{
  notices: NoticesService;
  nextSteps: NextStepsService;
}> = async (app, { notices, nextSteps: steps }) => {
  // A mail client's one-click unsubscribe (RFC 8058) posts a form; its body says nothing we need.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, {}),
  );

  /** A non-admin only ever their own; an admin may name a person, who must exist. */
  const ownerOf = async (request: Parameters<typeof currentUser>[0], userId?: number) => {
    const viewer = currentUser(request);
    const owner = await recordOwnerFor(viewer, userId);
    if (owner !== viewer.id) await notices.assertPersonExists(owner);
    return owner;
  };

  serve(app, getNextSteps, { access: 'authenticated' }, async (request) =>
    steps.nextStepsFor(await ownerOf(request, request.query.userId)),
  );

  serve(app, getNoticePreferences, { access: 'authenticated' }, async (request) =>
    notices.preferences(await ownerOf(request, request.query.userId)),
  );

  serve(app, updateNoticePreferences, { access: 'authenticated', consumerAct: 'notices' }, async (request) =>
    notices.updatePreferences(currentUser(request).id, request.body),
  );

  serve(app, unsubscribeFromNotices, { access: 'public' }, async (request) =>
    notices.unsubscribe(request.body.token),
  );

  serve(app, unsubscribeFromNoticesOneClick, { access: 'public' }, async (request) =>
    notices.unsubscribe(request.query.token),
  );

  serve(app, listDocumentRequests, { access: 'authenticated' }, async (request) =>
    steps.documentRequestsOf(await ownerOf(request, request.params.userId)),
  );

  serve(app, requestClientDocument, { access: 'uploads' }, async (request, reply) => {
    await notices.assertPersonExists(await recordOwnerFor(currentUser(request), request.params.userId));
    const created = await steps.requestDocument(
      request.params.userId,
      currentUser(request).id,
      request.body as z.output<typeof documentRequestBody>,
    );
    return reply.code(201).send(created);
  });
};
