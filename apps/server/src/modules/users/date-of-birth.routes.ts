import { getDateOfBirth, setDateOfBirth } from '@app/contracts/endpoints/users.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { originOf } from '../../platform/auth/request-origin';
import { serve } from '../../platform/http/serve';
import type { DateOfBirthService } from './date-of-birth.service';

export const dateOfBirthRoutes: FastifyPluginAsyncZod<{ service: DateOfBirthService }> = async (
  app,
  { service },
) => {
  serve(app, getDateOfBirth, { access: 'authenticated' }, async (request) =>
    service.read(currentUser(request), request.params.id),
  );

  serve(app, setDateOfBirth, { access: 'authenticated', consumerAct: 'contactDetails' }, async (request) =>
    service.change(currentUser(request), request.params.id, request.body.dateOfBirth, originOf(request)),
  );
};
