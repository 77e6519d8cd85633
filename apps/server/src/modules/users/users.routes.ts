import { publicUser, userIdParams } from '@app/contracts/users.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import type { UsersService } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod<{ service: UsersService }> = async (app, { service }) => {
  app.get(
    '/api/users/current',
    {
      config: { access: 'authenticated', allowPendingPasswordReset: true },
      schema: { tags: ['users'], response: { 200: publicUser } },
    },
    async (request) => service.profile(currentUser(request).id),
  );

  app.get(
    '/api/users/:id',
    {
      config: { access: 'authenticated', allowPendingPasswordReset: true },
      schema: { tags: ['users'], params: userIdParams, response: { 200: publicUser } },
    },
    async (request) => service.profileFor(currentUser(request), request.params.id),
  );
};
