import { ownerQuery, userIdPathParams } from '@app/contracts/common/params';
import {
  documentRequest,
  documentRequestBody,
  documentRequestList,
  nextSteps,
  noticePreferences,
  unsubscribeRequest,
  unsubscribeResult,
} from '@app/contracts/notices.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import type { NextStepsService } from './next-steps.service';
import type { NoticesService } from './notices.service';

const tags = ['next steps and notices'];

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
    const owner = recordOwnerFor(viewer, userId);
    if (owner !== viewer.id) await notices.assertPersonExists(owner);
    return owner;
  };

  app.get(
    '/api/next-steps',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getNextSteps',
        summary: 'What needs the person now: letters to approve, follow-ups, documents, agreements',
        tags,
        querystring: ownerQuery,
        response: { 200: nextSteps },
      },
    },
    async (request) => steps.nextStepsFor(await ownerOf(request, request.query.userId)),
  );

  app.get(
    '/api/notice-preferences',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getNoticePreferences',
        summary: 'Which kinds of e-mail notices the person gets (each on unless turned off)',
        tags,
        querystring: ownerQuery,
        response: { 200: noticePreferences },
      },
    },
    async (request) => notices.preferences(await ownerOf(request, request.query.userId)),
  );

  app.put(
    '/api/notice-preferences',
    {
      config: { access: 'authenticated', consumerAct: 'notices' },
      schema: {
        operationId: 'updateNoticePreferences',
        summary: 'Choose which kinds of e-mail notices to get; only the person chooses their own',
        tags,
        body: noticePreferences,
        response: { 200: noticePreferences },
      },
    },
    async (request) => notices.updatePreferences(currentUser(request).id, request.body),
  );

  app.post(
    '/api/notices/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'unsubscribeFromNotices',
        summary: 'Turn off one kind of e-mail notice with the signed token of its link (no sign-in)',
        tags,
        body: unsubscribeRequest,
        response: { 200: unsubscribeResult },
      },
    },
    async (request) => notices.unsubscribe(request.body.token),
  );

  app.post(
    '/api/notices/unsubscribe/one-click',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'unsubscribeFromNoticesOneClick',
        summary: 'The List-Unsubscribe-Post target of a notice e-mail (RFC 8058)',
        tags,
        querystring: unsubscribeRequest,
        response: { 200: unsubscribeResult },
      },
    },
    async (request) => notices.unsubscribe(request.query.token),
  );

  app.get(
    '/api/users/:userId/document-requests',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'listDocumentRequests',
        summary: 'Documents the specialist asked a client for, open or satisfied by an upload',
        tags,
        params: userIdPathParams,
        response: { 200: documentRequestList },
      },
    },
    async (request) => steps.documentRequestsOf(await ownerOf(request, request.params.userId)),
  );

  app.post(
    '/api/admin/clients/:userId/document-requests',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'requestClientDocument',
        summary: 'Ask a client for a document; they see it on their home and by e-mail',
        tags: ['admin: clients'],
        params: userIdPathParams,
        body: documentRequestBody,
        response: { 201: documentRequest },
      },
    },
    async (request, reply) => {
      await notices.assertPersonExists(request.params.userId);
      const created = await steps.requestDocument(
        request.params.userId,
        currentUser(request).id,
        request.body as z.output<typeof documentRequestBody>,
      );
      return reply.code(201).send(created);
    },
  );
};
