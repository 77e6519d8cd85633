import { bureauResponseTypeLabels } from '@app/contracts/bureau-responses.contract';
import { type Bureau, bureauLabel } from '@app/contracts/bureaus';
import { dayIn } from '@app/contracts/common/dates';
import {
  type DisputeLetterType,
  type DisputeReason,
  defaultReasonFor,
} from '@app/contracts/dispute-letters.contract';
import { outcomeKindLabels } from '@app/contracts/dispute-outcomes.contract';
import type { Dispute } from '@app/contracts/disputes.contract';
import type {
  ComplaintPacketQuery,
  DraftNextRoundRequest,
  NextRoundSuggestion,
} from '@app/contracts/next-round.contract';
import { nextRoundWords } from '@app/contracts/next-round-words';
import { accountFacts, consumerFacts } from '../../integrations/ai/facts-from-records';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import type { RequestOrigin } from '../../platform/auth/request-origin';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { conflict } from '../../platform/errors';
import type { CreditIssuesService } from '../credit-issues/credit-issues.service';
import type { LetterWriter } from '../credit-tools/letter-writer';
import type { DisputesService } from '../disputes/disputes.service';
import type { UsersService } from '../users/users.service';
import { complaintPacketPdf } from './complaint-packet-pdf';
import { nextRound } from './next-round';
import type { NextRoundRepository } from './next-round.repository';
import type { OutcomeResultsRepository } from './outcome-results.repository';

type Letter = Awaited<ReturnType<NextRoundRepository['lettersOf']>>[number];

/**
 * The next round chosen from the history: the suggestions of a person's items, the letter a
 * suggestion names drafted through the house's letter path (saved as an unapproved dispute), and
 * the CFPB complaint packet the consumer files themselves.
 */
export function createNextRoundService(deps: {
  repo: NextRoundRepository;
  answers: Pick<OutcomeResultsRepository, 'answersOf'>;
  letters: LetterWriter;
  issues: Pick<CreditIssuesService, 'get'>;
  users: Pick<UsersService, 'profile'>;
  disputes: Pick<DisputesService, 'create'>;
  timeZone: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const today = () => dayIn(deps.timeZone, now());
  const sentOn = (l: Letter) => (l.dateSent ? dayIn(deps.timeZone, l.dateSent) : null);

  async function history(userId: number) {
    const [items, letters, outcomes] = await Promise.all([
      deps.repo.itemsOf(userId),
      deps.repo.lettersOf(userId),
      deps.repo.closingOutcomesOf(userId),
    ]);
    const suggestions = nextRound({
      items,
      letters: letters.map((l) => ({
        id: l.id,
        issueId: l.issueId,
        bureau: l.bureau,
        letterType: l.letterType as DisputeLetterType,
        reason: l.reason as DisputeReason,
        sentOn: sentOn(l),
      })),
      outcomes,
      today: today(),
    });
    return { items, letters, outcomes, suggestions };
  }

  /** The item's suggestion at that bureau, as the history gives it now; refused (409) when there is none of that sort. */
  function suggestionFor(
    suggestions: NextRoundSuggestion[],
    at: { issueId: number; bureau: Bureau },
    wanted: 'letter' | 'complaint',
  ) {
    const s = suggestions.find((x) => x.issueId === at.issueId && x.bureau === at.bureau);
    const fits =
      s &&
      (wanted === 'letter' ? s.letterType !== null && !s.needsFirstContactDate : s.kind === 'CFPB_COMPLAINT');
    if (!s || !fits)
      throw conflict(wanted === 'letter' ? nextRoundWords.notSuggested : nextRoundWords.complaintNotDue);
    return s;
  }

  return {
    async list(viewer: SessionUser, userId: number) {
      const owner = await recordOwnerFor(viewer, userId);
      return { suggestions: (await history(owner)).suggestions };
    },

    /**
     * Drafts the letter the item's suggestion names, computed again from the history (the request
     * names only the item and bureau), and saves it through the disputes path as an unapproved
     * draft: the approval, cancellation-period and mailing rules apply to it unchanged.
     */
    async draft(
      viewer: SessionUser,
      userId: number,
      input: DraftNextRoundRequest,
      origin: RequestOrigin,
      impersonatorId: number | null,
    ): Promise<Dispute> {
      const owner = await recordOwnerFor(viewer, userId);
      const { letters, suggestions } = await history(owner);
      const suggestion = suggestionFor(suggestions, input, 'letter');
      const letterType = suggestion.letterType as DisputeLetterType;
      const issue = await deps.issues.get(viewer, input.issueId);
      const person = await deps.users.profile(owner);
      // The reason carries on from the item's last letter there; a block rests on identity theft.
      const earlier = letters.filter((l) => l.issueId === issue.id && l.bureau === input.bureau).at(-1);
      const reason: DisputeReason =
        letterType === 'IDENTITY_THEFT_BLOCK'
          ? 'IDENTITY_THEFT'
          : ((earlier?.reason as DisputeReason | undefined) ?? defaultReasonFor(issue.type, issue.findings));
      const letterContent = await deps.letters.write({
        letterType,
        reason,
        bureau: input.bureau,
        date: today(),
        person,
        recipientAddress: input.recipientAddress,
        account: accountFacts(issue),
      });
      return deps.disputes.create(
        viewer,
        {
          userId: owner,
          issueId: issue.id,
          bureau: input.bureau,
          letterType,
          reason,
          letterContent,
          letterGenerated: true,
        },
        async (tx, created) => {
          await deps.letters.recordWithin(tx, owner, {
            actorId: impersonatorId ?? viewer.id,
            action: 'letter.generated',
            targetType: 'credit_issue',
            targetId: issue.id,
            subjectUserId: owner,
            origin,
            details: {
              bureau: input.bureau,
              reason,
              engine: deps.letters.engine,
              disputeId: created.id,
            },
          });
        },
        impersonatorId,
        { draft: true },
      );
    },

    /**
     * The CFPB complaint packet: a narrative in the consumer's own voice built from the facts (the
     * item, each letter with its mailed day and certified number, the bureau's answers and what the
     * ledger saw), offered only while the item's suggestion there is a complaint.
     */
    async complaintPacket(viewer: SessionUser, userId: number, q: ComplaintPacketQuery) {
      const owner = await recordOwnerFor(viewer, userId);
      const { items, letters, outcomes, suggestions } = await history(owner);
      const suggestion = suggestionFor(suggestions, q, 'complaint');
      const item = items.find((i) => i.id === q.issueId) as (typeof items)[number];
      const person = await deps.users.profile(owner);
      const sent = letters.filter((l) => l.issueId === item.id && l.bureau === q.bureau && l.dateSent);
      const ids = new Set(sent.map((l) => l.id));
      const answers = (await deps.answers.answersOf(owner)).filter(
        (a) => a.issueId === item.id && a.bureau === q.bureau,
      );
      const bytes = await complaintPacketPdf({
        person: `${person.firstName} ${person.lastName}`,
        address: consumerFacts(person).addressLines,
        bureau: bureauLabel[q.bureau],
        item: { creditor: item.creditor, accountLast4: item.accountLast4 },
        why: suggestion.reason,
        letters: sent.map((l) => ({
          day: sentOn(l) as string,
          roundNumber: l.roundNumber,
          trackingNumber: l.trackingNumber,
          deliveredOn: l.deliveryDate,
          answerDueOn: l.expectedResponse,
        })),
        answers: answers.map((a) => ({
          day: a.responseDate,
          answer: bureauResponseTypeLabels[a.responseType],
        })),
        results: outcomes
          .filter((o) => o.disputeId !== null && ids.has(o.disputeId))
          .map((o) => ({ day: o.observedOn, result: outcomeKindLabels[o.kind] })),
        madeOn: today(),
      });
      return { filename: `cfpb-complaint-${q.bureau.toLowerCase()}-${item.id}.pdf`, bytes };
    },
  };
}
export type NextRoundService = ReturnType<typeof createNextRoundService>;
