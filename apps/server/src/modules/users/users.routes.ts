import {
  getCurrentUser,
  getUser,
  listUsers,
  updateCurrentUser,
} from '@app/contracts/endpoints/users.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentProfile, currentUser } from '../../platform/auth/access-policy';
import { serve } from '../../platform/http/serve';
import type { UsersService } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod<{ service: UsersService }> = async (app, { service }) => {
  serve(
    app,
    getCurrentUser,
    { access: 'authenticated', allowPendingPasswordReset: true, allowPendingSecondFactor: true }, // The profile came with the session: one query for the read every page makes.
    async (request) => service.ownProfile(currentUser(request), currentProfile(request)),
  );

  serve(app, getUser, { access: 'authenticated', allowPendingPasswordReset: true }, async (request) =>
    service.profileFor(currentUser(request), request.params.id),
  );

  serve(app, updateCurrentUser, { access: 'authenticated', consumerAct: 'contactDetails' }, async (request) =>
    service.updateOwnProfile(currentUser(request).id, request.body),
  );

  serve(app, listUsers, { access: 'listClients' }, async (request) =>
    service.listPage(currentUser(request), request.query),
  );
};
