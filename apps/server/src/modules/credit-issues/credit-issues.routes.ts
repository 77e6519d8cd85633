import {
  listCreditIssues,
  listUserCreditIssues,
  setCollectorFirstContact,
  updateCreditIssue,
} from '@app/contracts/endpoints/credit-issues.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import { originOf } from '../../platform/auth/request-origin';
import { serve } from '../../platform/http/serve';
import type { CreditIssuesService } from './credit-issues.service';

export const creditIssuesRoutes: FastifyPluginAsyncZod<{ service: CreditIssuesService }> = async (
  app,
  { service },
) => {
  serve(app, listCreditIssues, { access: 'authenticated' }, async (request) =>
    service.list(await recordOwnerFor(currentUser(request), request.query.userId)),
  );
  serve(app, listUserCreditIssues, { access: 'authenticated' }, async (request) =>
    service.list(await recordOwnerFor(currentUser(request), request.params.id)),
  );
  // Mark Resolved is offered to those who may create disputes.
  serve(app, updateCreditIssue, { access: 'createDisputes', consumerAct: false }, async (request) =>
    service.changeStatus(currentUser(request), request.params.id, request.body.status),
  );
  // The day a collector first made contact is a fact about the item that decides the next letter: the
  // same people who draft that letter give it (the consumer, or the team working the client).
  serve(
    app,
    setCollectorFirstContact,
    { access: 'createDisputes', teamAbility: 'workClients', consumerAct: false },
    async (request) =>
      service.setCollectorFirstContact(
        currentUser(request),
        request.params.id,
        request.body.firstContactOn,
        originOf(request),
      ),
  );
};
