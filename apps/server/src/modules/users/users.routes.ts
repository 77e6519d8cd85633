import { recordIdParams } from '@app/contracts/common/params';
import { publicUser, updateProfileRequest, userListPage, userListQuery } from '@app/contracts/users.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentProfile, currentUser } from '../../platform/auth/access-policy';
import type { UsersService } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod<{ service: UsersService }> = async (app, { service }) => {
  app.get(
    '/api/users/current',
    {
      config: { access: 'authenticated', allowPendingPasswordReset: true, allowPendingSecondFactor: true },
      schema: {
        operationId: 'getCurrentUser',
        summary: 'The signed-in person’s profile',
        tags: ['users'],
        response: { 200: publicUser },
      },
    },
    // The profile came with the session: one query for the read every page makes.
    async (request) => service.ownProfile(currentUser(request), currentProfile(request)),
  );

  app.get(
    '/api/users/:id',
    {
      config: { access: 'authenticated', allowPendingPasswordReset: true },
      schema: {
        operationId: 'getUser',
        summary: 'A user’s profile: one’s own, or anyone’s for an admin',
        tags: ['users'],
        params: recordIdParams,
        response: { 200: publicUser },
      },
    },
    async (request) => service.profileFor(currentUser(request), request.params.id),
  );

  app.patch(
    '/api/users/current',
    {
      config: { access: 'authenticated', consumerAct: 'contactDetails' },
      schema: {
        operationId: 'updateCurrentUser',
        summary: 'Update the signed-in person’s profile',
        tags: ['users'],
        body: updateProfileRequest,
        response: { 200: publicUser },
      },
    },
    async (request) => service.updateOwnProfile(currentUser(request).id, request.body),
  );

  app.get(
    '/api/users',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listUsers',
        summary: 'Search and page through users',
        tags: ['users'],
        querystring: userListQuery,
        response: { 200: userListPage },
      },
    },
    async (request) => service.listPage(request.query),
  );
};
