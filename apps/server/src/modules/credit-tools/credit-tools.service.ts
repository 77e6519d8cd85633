import { type SimulateForRequest, simulatorAdminMessages } from '@app/contracts/credit-analysis.contract';
import { isReadingSource } from '@app/contracts/credit-figures';
import { defaultReasonFor, type generateDisputeLetterRequest } from '@app/contracts/dispute-letters.contract';
import { readingsOf } from '@app/contracts/score-change';
import { creditProfileOf, simulateScore } from '@app/contracts/score-simulator';
import { isTeamMember } from '@app/contracts/team-roles';
import type { z } from 'zod';
import type { AiPort } from '../../integrations/ai/ai.port';
import { accountFacts, accountFactsFromRequest } from '../../integrations/ai/facts-from-records';
import type { AuditLog } from '../../platform/audit/audit-log';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import type { RequestOrigin } from '../../platform/auth/request-origin';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { AppError } from '../../platform/errors';
import type { CreditGoalsService } from '../credit-goals/credit-goals.service';
import type { CreditIssuesService } from '../credit-issues/credit-issues.service';
import type { CreditReportsService } from '../credit-reports/credit-reports.service';
import type { DisputesService } from '../disputes/disputes.service';
import type { UsersService } from '../users/users.service';
import type { CreditToolsRepository } from './credit-tools.repository';
import { createLetterWriter } from './letter-writer';
import { throughAi } from './through-ai';

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The AI features (letters, analysis) and the simulator, over the person's real data. */
export function createCreditToolsService(deps: {
  ai: AiPort;
  repo: Pick<CreditToolsRepository, 'recordAiUse' | 'inTransaction'>;
  audit: AuditLog;
  users: Pick<UsersService, 'profile'>;
  issues: Pick<CreditIssuesService, 'get' | 'list'>;
  reports: Pick<CreditReportsService, 'latest' | 'history'>;
  disputes: Pick<DisputesService, 'list'>;
  goals: Pick<CreditGoalsService, 'get'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const letters = createLetterWriter(deps);

  return {
    engine: deps.ai.engine,

    async writeLetter(
      viewer: SessionUser,
      input: z.output<typeof generateDisputeLetterRequest>,
      origin: RequestOrigin,
    ) {
      // With an id the facts are the stored item's (someone else's id: 404); else the caller's own words.
      const issue = input.issueId ? await deps.issues.get(viewer, input.issueId) : null;
      const account = issue ? accountFacts(issue) : accountFactsFromRequest(input);
      // Unless one is chosen, the reason is the one the report's own facts support (else a request to verify).
      const reason = input.reason ?? defaultReasonFor(account.type, account.findings);
      const person = await deps.users.profile(issue?.userId ?? viewer.id);
      const letterContent = await letters.write({
        letterType: input.letterType,
        reason,
        bureau: input.bureau,
        date: isoDate(now()),
        person,
        recipientAddress: input.recipientAddress,
        account,
        consumerStatement: input.consumerStatement || undefined,
      });
      await deps.repo.inTransaction((tx) =>
        letters.recordWithin(tx, person.id, {
          actorId: viewer.id,
          action: 'dispute_letter.generated',
          // A consumer's own letter belongs in their activity; an admin's goes through the admin route.
          subjectUserId: isTeamMember(viewer) ? null : viewer.id,
          targetType: 'credit_issue',
          targetId: input.issueId,
          origin,
          details: { bureau: input.bureau, letterType: input.letterType, engine: deps.ai.engine },
        }),
      );
      return { letterContent, letterType: input.letterType, reason, engine: deps.ai.engine };
    },

    async analyze(viewer: SessionUser, requestedUserId?: number) {
      const userId = await recordOwnerFor(viewer, requestedUserId);
      const [person, report, history, issues, disputes, goal] = await Promise.all([
        deps.users.profile(userId),
        deps.reports.latest(userId),
        deps.reports.history(userId),
        deps.issues.list(userId),
        deps.disputes.list(userId),
        deps.goals.get(userId),
      ]);
      const analysis = await throughAi(
        () =>
          deps.ai.analyzeCredit({
            firstName: person.firstName,
            report: report
              ? {
                  creditScore: report.creditScore,
                  utilizationRate: report.utilizationRate,
                  accountAgeMonths: report.accountAge,
                  enteredBySpecialist: !isReadingSource(report.source),
                }
              : null,
            // A trend runs between readings; a specialist's figure is not one.
            scoreHistory: readingsOf(history).map((p) => ({ score: p.score, recordedAt: p.recordedAt })),
            issues: issues.map((i) => ({
              type: i.type,
              title: i.title,
              creditor: i.creditor,
              amount: i.amount,
              impact: i.impact,
              status: i.status,
              dateReported: i.dateReported,
            })),
            disputes: disputes.map((d) => ({
              bureau: d.bureau,
              status: d.status,
              roundNumber: d.roundNumber,
            })),
            targetScore: goal.isDefault ? null : goal.targetScore,
            today: isoDate(now()),
          }),
        'Failed to generate AI credit analysis',
      );
      await deps.repo.recordAiUse({ userId, feature: 'credit-analysis', engine: deps.ai.engine });
      return { ...analysis, engine: deps.ai.engine };
    },

    /** The shared simulator math, scaled by what the person's (or, for an admin, a client's) report shows. */
    async simulate(viewer: SessionUser, input: SimulateForRequest) {
      const userId = await recordOwnerFor(viewer, input.userId);
      const [items, report] = await Promise.all([deps.issues.list(userId), deps.reports.latest(userId)]);
      const forClient = userId !== viewer.id;
      // An admin simulates on the client's real file: its current score, or nothing without a report.
      if (forClient && !report) throw new AppError(404, 'NO_CREDIT_REPORT', simulatorAdminMessages.noReport);
      // Rules, not a model: the simulator always runs on the built-in engine.
      await deps.repo.recordAiUse({ userId, feature: 'score-simulation', engine: 'builtin' });
      // The same count of the file's items as the AI analysis's projection (contracts' creditProfileOf).
      const profile = creditProfileOf(
        items,
        report ? { utilizationRate: report.utilizationRate, accountAgeMonths: report.accountAge } : null,
      );
      return simulateScore(
        forClient && report ? report.creditScore : input.currentScore,
        input.actions,
        profile,
      );
    },
  };
}
export type CreditToolsService = ReturnType<typeof createCreditToolsService>;
