import { bureauCodes, bureaus } from '@app/contracts/bureaus';
import { openDisputeMessage, openDisputeStage } from '@app/contracts/dispute-batch.contract';
import {
  type AdminGenerateLetterResponse,
  type adminGenerateLetterRequest,
  adminLetterMessages,
  bureauAddressedLetterTypes,
  defaultReasonFor,
  disputeLetterMessages,
  letterTypesByIssueType,
  reasonsByIssueType,
} from '@app/contracts/dispute-letters.contract';
import { isTeamMember } from '@app/contracts/team-roles';
import type { z } from 'zod';
import type { AiPort } from '../../integrations/ai/ai.port';
import { accountFacts, consumerFacts } from '../../integrations/ai/facts-from-records';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { RequestOrigin } from '../../platform/auth/request-origin';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { badRequest, conflict } from '../../platform/errors';
import type { CreditIssuesService } from '../credit-issues/credit-issues.service';
import type { DisputesService } from '../disputes/disputes.service';
import type { UsersService } from '../users/users.service';
import type { CreditToolsRepository } from './credit-tools.repository';
import { throughAi } from './through-ai';

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The admin's AI Dispute Letter Generator: a draft for one of a client's
 * issues, to the bureau; it becomes a dispute only when saved, and is mailed only once the client approves.
 */
export function createClientLetterService(deps: {
  ai: AiPort;
  repo: Pick<CreditToolsRepository, 'recordAiUse' | 'inTransaction'>;
  audit: AuditLog;
  users: Pick<UsersService, 'profile'>;
  issues: Pick<CreditIssuesService, 'get'>;
  disputes: Pick<DisputesService, 'openDisputesOf'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  return {
    async writeForClient(
      admin: SessionUser,
      input: z.output<typeof adminGenerateLetterRequest>,
      /** Null for a letter of a batch, which is audited with the dispute it becomes, or not at all (a preview). */
      origin: RequestOrigin | null,
    ): Promise<AdminGenerateLetterResponse> {
      // Only the id is taken from the request: the letter states what the stored issue says.
      const issue = await deps.issues.get(admin, input.issue.id);
      const person = await deps.users.profile(issue.userId);
      if (isTeamMember(person)) {
        throw badRequest(adminLetterMessages.notAClient, [
          { field: 'issue.id', message: adminLetterMessages.notAClient },
        ]);
      }
      const letterType = input.letterType ?? 'BUREAU_DISPUTE';
      if (
        !bureauAddressedLetterTypes.includes(letterType) ||
        !letterTypesByIssueType[issue.type].includes(letterType)
      ) {
        throw badRequest('This letter type does not fit this item', [
          { field: 'letterType', message: 'Choose a letter to the bureau that fits this item' },
        ]);
      }
      // Unless the admin picks one, the reason is the one the report's own facts support.
      const reason = input.reason ?? defaultReasonFor(issue.type, issue.findings);
      if (!reasonsByIssueType[issue.type].includes(reason)) {
        throw badRequest('This reason does not apply to this kind of item', [
          { field: 'reason', message: 'Choose a reason that fits this item' },
        ]);
      }
      // A bureau already disputing this item is not written to again: the letter could not be saved.
      const open = await deps.disputes.openDisputesOf([issue.id]);
      const reporting = issue.bureaus.length > 0 ? issue.bureaus : bureauCodes;
      const bureau = input.bureau ?? reporting.find((b) => !open.some((d) => d.bureau === b)) ?? reporting[0];
      if (issue.bureaus.length > 0 && !issue.bureaus.includes(bureau)) {
        throw badRequest('That bureau does not report this item', [
          { field: 'bureau', message: 'Choose a bureau that reports this item' },
        ]);
      }
      const openHere = open.find((d) => d.bureau === bureau);
      if (openHere) {
        throw conflict(
          openDisputeMessage(
            bureau,
            openDisputeStage({ ...openHere, consumerApprovedAt: iso(openHere.consumerApprovedAt) }),
          ),
        );
      }
      const consumer = consumerFacts(person);
      const missingAddress = person.address === null;
      // New clients often have no address yet: the draft carries the name alone, never a stand-in,
      // and the address is written in when it is saved (approval and mailing wait for it).
      const letter = await throughAi(
        () =>
          deps.ai.writeDisputeLetter({
            letterType,
            reason,
            bureau,
            date: isoDate(now()),
            consumer,
            recipient: { name: bureaus[bureau].name, addressLines: [...bureaus[bureau].disputeAddress] },
            account: accountFacts(issue),
          }),
        disputeLetterMessages.failed,
      );
      await deps.repo.inTransaction(async (tx) => {
        await deps.repo.recordAiUse(
          { userId: issue.userId, feature: 'dispute-letter', engine: deps.ai.engine },
          tx,
        );
        if (!origin) return;
        await deps.audit.record(
          {
            actorId: admin.id,
            action: 'letter.generated',
            targetType: 'credit_issue',
            targetId: issue.id,
            subjectUserId: issue.userId,
            origin,
            details: { bureau, reason, engine: deps.ai.engine },
          },
          tx,
        );
      });
      return {
        clientName: input.clientName,
        letter,
        issueId: issue.id,
        userId: issue.userId,
        bureau,
        reason,
        letterType,
        engine: deps.ai.engine,
        missingAddress,
      };
    },
  };
}
export type ClientLetterService = ReturnType<typeof createClientLetterService>;
