import {
  answerDisputeLetters,
  approveDispute,
  requestDisputeChanges,
  reviseDisputeLetter,
} from '@app/contracts/endpoints/disputes.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { originOf } from '../../platform/auth/request-origin';
import { serve } from '../../platform/http/serve';
import type { DisputeApprovalService } from './dispute-approval.service';

export const disputeApprovalRoutes: FastifyPluginAsyncZod<{
  service: DisputeApprovalService;
}> = async (app, { service }) => {
  // Any consumer may approve their own letter, including a read-only client whose specialist drafted it.
  serve(app, approveDispute, { access: 'authenticated', consumerAct: 'approval' }, async (request) => {
    const approved = await service.approve(currentUser(request), request.params.id, originOf(request));
    return approved;
  });
  serve(app, answerDisputeLetters, { access: 'authenticated', consumerAct: 'approval' }, async (request) => {
    const answers = await service.answerMany(currentUser(request), request.body.items, originOf(request));
    return answers;
  });
  serve(app, requestDisputeChanges, { access: 'authenticated', consumerAct: false }, async (request) =>
    service.requestChanges(currentUser(request), request.params.id, request.body.message),
  );
  serve(app, reviseDisputeLetter, { access: 'workClients' }, async (request) => {
    const revised = await service.reviseLetter(
      currentUser(request),
      request.params.id,
      request.body.letterContent,
      originOf(request),
    );
    return revised;
  });
};
