import { recordIdParams } from '@app/contracts/common/params';
import { dateOfBirthOnFile, setDateOfBirthRequest } from '@app/contracts/users.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { originOf } from '../../platform/auth/request-origin';
import type { DateOfBirthService } from './date-of-birth.service';

const tags = ['users'];

export const dateOfBirthRoutes: FastifyPluginAsyncZod<{ service: DateOfBirthService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/users/:id/date-of-birth',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getDateOfBirth',
        summary: 'A person’s date of birth on file: one’s own, or a client’s for an admin',
        tags,
        params: recordIdParams,
        response: { 200: dateOfBirthOnFile },
      },
    },
    async (request) => service.read(currentUser(request), request.params.id),
  );

  app.put(
    '/api/users/:id/date-of-birth',
    {
      config: { access: 'authenticated', consumerAct: 'contactDetails' },
      schema: {
        operationId: 'setDateOfBirth',
        summary: 'Set or remove a person’s date of birth: one’s own, or a client’s for an admin',
        tags,
        params: recordIdParams,
        body: setDateOfBirthRequest,
        response: { 200: dateOfBirthOnFile },
      },
    },
    async (request) =>
      service.change(currentUser(request), request.params.id, request.body.dateOfBirth, originOf(request)),
  );
};
