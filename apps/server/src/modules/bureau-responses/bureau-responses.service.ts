import {
  type BureauAnalysis,
  type BureauResponse,
  bureauResponseMessages,
  type createBureauResponseRequest,
} from '@app/contracts/bureau-responses.contract';
import { calendarDateIn, dayIn } from '@app/contracts/common/dates';
import { disputeLetterType } from '@app/contracts/dispute-letters.contract';
import { approvalMessages } from '@app/contracts/disputes.contract';
import type { z } from 'zod';
import { type AiPort, AiProviderError } from '../../integrations/ai/ai.port';
import { accountFacts, consumerFacts } from '../../integrations/ai/facts-from-records';
import type { AuditLog } from '../../platform/audit/audit-log';
import { assertCanSee, recordOwnerFor } from '../../platform/auth/record-owner';
import type { RequestOrigin } from '../../platform/auth/request-origin';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { badRequest, conflict, notFound, ProviderFailure } from '../../platform/errors';
import type { CreditIssuesService } from '../credit-issues/credit-issues.service';
import type { DisputesService } from '../disputes/disputes.service';
import type { UsersService } from '../users/users.service';
import type {
  BureauAnalysisRow,
  BureauResponseRow,
  BureauResponsesRepository,
} from './bureau-responses.repository';

const toResponse = (r: BureauResponseRow): BureauResponse => ({
  id: r.id,
  userId: r.userId,
  disputeId: r.disputeId,
  bureau: r.bureau,
  responseType: r.responseType,
  responseText: r.responseText,
  responseDate: r.responseDate,
  nextStepGenerated: r.nextStepGenerated,
  aiAnalysisId: r.aiAnalysisId,
  createdAt: r.createdAt.toISOString(),
});

const toAnalysis = (a: BureauAnalysisRow): BureauAnalysis => ({
  id: a.id,
  responseId: a.responseId,
  successProbability: a.successProbability,
  confidenceScore: a.confidenceScore,
  strategyType: a.strategyType,
  analysisResult: a.analysisResult,
  rejectionReasons: a.rejectionReasons,
  recommendedActions: a.recommendedActions,
  nextDisputeTemplate: a.nextDisputeTemplate,
  engine: a.engine,
  createdAt: a.createdAt.toISOString(),
});

/** Bureau answers, their analysis, and the next round they lead to. */
export function createBureauResponsesService(deps: {
  repo: BureauResponsesRepository;
  ai: AiPort;
  audit: AuditLog;
  disputes: Pick<DisputesService, 'get' | 'recordBureauAnswer' | 'createNextRound'>;
  issues: Pick<CreditIssuesService, 'get'>;
  users: Pick<UsersService, 'profile'>;
  /** Calendar dates (an answer's date, today) are the company's. */
  timeZone: string;
  now?: () => Date;
}) {
  const { repo, ai } = deps;
  const now = deps.now ?? (() => new Date());
  const today = () => dayIn(deps.timeZone, now());

  async function visible(viewer: SessionUser, id: number) {
    const row = await repo.find(id);
    if (!row) throw notFound('Bureau response');
    await assertCanSee(viewer, row.userId, 'Bureau response');
    return row;
  }

  return {
    async list(userId: number) {
      return (await repo.listForUser(userId)).map(toResponse);
    },

    /** `actorId`: who recorded it (the admin behind a 'Test as Client' session, not the client). */
    async record(
      viewer: SessionUser,
      input: z.output<typeof createBureauResponseRequest>,
      origin: RequestOrigin,
    ) {
      // The admin behind a 'Test as Client' session made the record, not the client.
      const actorId = origin.impersonation?.adminId ?? viewer.id;
      const userId = await recordOwnerFor(viewer, input.userId);
      const { bureau, responseType, responseText } = input;
      if (!bureau || !responseType || !responseText) {
        const missing = (['bureau', 'responseType', 'responseText'] as const).filter((f) => !input[f]);
        throw badRequest(
          bureauResponseMessages.missingFields,
          missing.map((field) => ({ field, message: 'Required' })),
        );
      }
      const responseDate = input.responseDate ? calendarDateIn(deps.timeZone, input.responseDate) : today();
      if (responseDate > today()) {
        throw badRequest('The response date cannot be in the future', [
          { field: 'responseDate', message: 'In the future' },
        ]);
      }
      if (input.disputeId) {
        const d = await deps.disputes.get(viewer, input.disputeId);
        if (d.userId !== userId || d.bureau !== bureau) {
          throw badRequest('That dispute is not this client\u2019s dispute with this bureau', [
            { field: 'disputeId', message: 'Does not match the client and bureau' },
          ]);
        }
        // Checked before the response is stored, so a refused answer leaves nothing behind.
        if (!d.consumerApprovedAt) throw conflict(approvalMessages.notApprovedNoAnswer);
      }
      const row = await repo.insert(
        {
          userId,
          disputeId: input.disputeId ?? null,
          bureau,
          responseType,
          responseText,
          responseDate,
          createdById: actorId,
        },
        (tx, saved) =>
          deps.audit.record(
            {
              actorId: viewer.id,
              action: 'bureau_response.recorded',
              targetType: 'bureau_response',
              targetId: saved.id,
              subjectUserId: saved.userId,
              origin,
            },
            tx,
          ),
      );
      if (input.disputeId)
        await deps.disputes.recordBureauAnswer(input.disputeId, responseType, responseDate);
      return toResponse(row);
    },

    async analyze(viewer: SessionUser, id: number) {
      const response = await visible(viewer, id);
      const person = await deps.users.profile(response.userId);
      const dispute = response.disputeId ? await deps.disputes.get(viewer, response.disputeId) : null;
      const issue = dispute ? await deps.issues.get(viewer, dispute.issueId) : null;
      let draft: Awaited<ReturnType<AiPort['analyzeBureauResponse']>>;
      try {
        draft = await ai.analyzeBureauResponse({
          bureau: response.bureau,
          responseType: response.responseType,
          responseText: response.responseText,
          responseDate: response.responseDate,
          today: today(),
          consumer: consumerFacts(person),
          account: issue ? accountFacts(issue) : null,
          previousDispute: dispute
            ? {
                letterType: dispute.letterType,
                reason: dispute.reason,
                roundNumber: dispute.roundNumber,
                dateSent: dispute.dateSent?.slice(0, 10) ?? null,
                deliveryDate: dispute.deliveryDate,
              }
            : null,
        });
      } catch (err) {
        if (err instanceof AiProviderError) {
          throw new ProviderFailure('AI_PROVIDER_ERROR', 'Failed to analyze bureau response', err);
        }
        throw err;
      }
      const saved = await repo.saveAnalysis(response.id, {
        responseId: response.id,
        successProbability: draft.successProbability,
        confidenceScore: draft.confidenceScore,
        strategyType: draft.strategyType,
        analysisResult: JSON.stringify({ summary: draft.summary, nextLetterType: draft.nextLetterType }),
        rejectionReasons: draft.rejectionReasons,
        recommendedActions: JSON.stringify(draft.recommendedActions),
        nextDisputeTemplate: draft.nextDisputeTemplate,
        engine: ai.engine,
      });
      return {
        response: toResponse({ ...response, nextStepGenerated: true, aiAnalysisId: saved.id }),
        analysis: toAnalysis(saved),
      };
    },

    async getAnalysis(viewer: SessionUser, id: number) {
      const analysis = await repo.findAnalysis(id);
      if (!analysis) throw notFound('Analysis');
      await visible(viewer, analysis.responseId);
      return toAnalysis(analysis);
    },

    /** Next Steps' one action: the next-round dispute with the drafted letter. */
    /** `actorId`: the admin behind a 'Test as Client' session, else the viewer. */
    async startNextRound(viewer: SessionUser, responseId: number, actorId: number = viewer.id) {
      const response = await visible(viewer, responseId);
      if (!response.aiAnalysisId) throw conflict('Analyze this response before starting the next round');
      if (!response.disputeId) throw conflict('This response is not linked to a dispute');
      const analysis = (await repo.findAnalysis(response.aiAnalysisId)) as BureauAnalysisRow;
      const { nextLetterType } = JSON.parse(analysis.analysisResult) as { nextLetterType: string | null };
      if (!nextLetterType || !analysis.nextDisputeTemplate) {
        throw conflict('No further letter is due for this response');
      }
      return deps.disputes.createNextRound(
        viewer,
        response.disputeId,
        {
          letterContent: analysis.nextDisputeTemplate,
          letterType: disputeLetterType.parse(nextLetterType),
        },
        actorId,
      );
    },
  };
}
export type BureauResponsesService = ReturnType<typeof createBureauResponsesService>;
