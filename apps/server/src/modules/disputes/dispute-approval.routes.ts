import {
  answerDisputeLetters,
  approveDispute,
  requestDisputeChanges,
  reviseDisputeLetter,
} from '@app/contracts/endpoints/disputes.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditLog } from '../../platform/audit/audit-log';
import { currentUser } from '../../platform/auth/access-policy';
import { serve } from '../../platform/http/serve';
import type { DisputeApprovalService } from './dispute-approval.service';

export const disputeApprovalRoutes: FastifyPluginAsyncZod<{
  service: DisputeApprovalService;
  audit: AuditLog;
}> = async (app, { service, audit }) => {
  // Any consumer may approve their own letter, including a read-only client whose specialist drafted it.
  serve(app, approveDispute, { access: 'authenticated', consumerAct: 'approval' }, async (request) => {
    const viewer = currentUser(request);
    const approved = await service.approve(viewer, request.params.id);
    await audit.record({
      actorId: viewer.id,
      action: 'letter.approved',
      targetType: 'dispute',
      targetId: approved.id,
      subjectUserId: approved.userId,
      ip: request.ip,
    });
    return approved;
  });
  serve(app, answerDisputeLetters, { access: 'authenticated', consumerAct: 'approval' }, async (request) => {
    const viewer = currentUser(request);
    const answers = await service.answerMany(viewer, request.body.items);
    for (const d of answers.approved) {
      await audit.record({
        actorId: viewer.id,
        action: 'letter.approved',
        targetType: 'dispute',
        targetId: d.id,
        subjectUserId: d.userId,
        ip: request.ip,
      });
    }
    for (const d of answers.declined) {
      await audit.record({
        actorId: viewer.id,
        action: 'letter.declined-accurate',
        targetType: 'dispute',
        targetId: d.id,
        subjectUserId: d.userId,
        ip: request.ip,
      });
    }
    return answers;
  });
  serve(app, requestDisputeChanges, { access: 'authenticated', consumerAct: false }, async (request) =>
    service.requestChanges(currentUser(request), request.params.id, request.body.message),
  );
  serve(app, reviseDisputeLetter, { access: 'admin' }, async (request) => {
    const admin = currentUser(request);
    const revised = await service.reviseLetter(admin, request.params.id, request.body.letterContent);
    await audit.record({
      actorId: admin.id,
      action: 'letter.revised',
      targetType: 'dispute',
      targetId: revised.id,
      subjectUserId: revised.userId,
      ip: request.ip,
    });
    return revised;
  });
};
