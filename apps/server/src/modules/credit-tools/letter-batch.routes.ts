import {
  draftClientDisputeLetters,
  previewClientDisputeLetters,
} from '@app/contracts/endpoints/credit-tools.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditLog } from '../../platform/audit/audit-log';
import { currentUser } from '../../platform/auth/access-policy';
import { serve } from '../../platform/http/serve';
import type { LetterBatchService } from './letter-batch.service';

export const letterBatchRoutes: FastifyPluginAsyncZod<{
  batch: LetterBatchService;
  audit: AuditLog;
}> = async (app, { batch, audit }) => {
  serve(app, draftClientDisputeLetters, { access: 'admin' }, async (request, reply) => {
    const admin = currentUser(request);
    const result = await batch.draft(admin, request.body);
    for (const d of result.created) {
      await audit.record({
        actorId: admin.id,
        action: 'letter.generated',
        targetType: 'credit_issue',
        targetId: d.issueId,
        subjectUserId: d.userId,
        ip: request.ip,
        details: { bureau: d.bureau, reason: d.reason, disputeId: d.id, batch: true },
      });
    }
    reply.status(201);
    return result;
  });
  serve(app, previewClientDisputeLetters, { access: 'admin' }, async (request) =>
    batch.preview(currentUser(request), request.body),
  );
};
