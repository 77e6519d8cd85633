import {
  analyzeCredit,
  generateClientDisputeLetter,
  generateDisputeLetter,
  simulateCreditScore,
} from '@app/contracts/endpoints/credit-tools.endpoints';
import { isAdmin } from '@app/contracts/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditLog } from '../../platform/audit/audit-log';
import { currentUser } from '../../platform/auth/access-policy';
import { serve } from '../../platform/http/serve';
import type { ClientLetterService } from './client-letter.service';
import type { CreditToolsService } from './credit-tools.service';

export const creditToolsRoutes: FastifyPluginAsyncZod<{
  service: CreditToolsService;
  clientLetters: ClientLetterService;
  audit: AuditLog;
}> = async (app, { service, clientLetters, audit }) => {
  serve(app, generateDisputeLetter, { access: 'useAI', consumerAct: false }, async (request) => {
    const viewer = currentUser(request);
    const letter = await service.writeLetter(viewer, request.body);
    await audit.record({
      actorId: viewer.id,
      action: 'dispute_letter.generated',
      // A consumer's own letter belongs in their activity; an admin's goes through the admin route.
      subjectUserId: isAdmin(viewer) ? null : viewer.id,
      targetType: 'credit_issue',
      targetId: request.body.issueId,
      ip: request.ip,
      details: { bureau: request.body.bureau, letterType: letter.letterType, engine: letter.engine },
    });
    return letter;
  });
  serve(app, analyzeCredit, { access: 'useAI', consumerAct: false }, async (request) =>
    service.analyze(currentUser(request), request.body.userId),
  );
  serve(app, simulateCreditScore, { access: 'simulateCredit', consumerAct: false }, async (request) =>
    service.simulate(currentUser(request), request.body),
  );
  serve(app, generateClientDisputeLetter, { access: 'admin' }, async (request) => {
    const admin = currentUser(request);
    const result = await clientLetters.writeForClient(admin, request.body);
    await audit.record({
      actorId: admin.id,
      action: 'letter.generated',
      targetType: 'credit_issue',
      targetId: result.issueId,
      subjectUserId: result.userId,
      ip: request.ip,
      details: { bureau: result.bureau, reason: result.reason, engine: result.engine },
    });
    return result;
  });
};
