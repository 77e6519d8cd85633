import { bureauLabel } from '@app/contracts/bureaus';
import { dayIn } from '@app/contracts/common/dates';
import { followUpDueText } from '@app/contracts/follow-up';
import type { DocumentRequestBody, NextStep, NextSteps } from '@app/contracts/notices.contract';
import type { NextStepsRepository } from './next-steps.repository';

// Web paths where each step is done (the web's paths.ts names the same routes).
const disputesTab = '/credit-repair?tab=disputes';
/** The Disputes tab opened on one dispute: the page scrolls to where its step is done. */
const disputeStep = (id: number) => `${disputesTab}&dispute=${id}`;
const vault = '/credit-repair?tab=chat';
const experian = '/experian';
const checkout = (planId: number) => `/checkout?planId=${planId}`;

/** What needs the person now, most pressing first: the law's step (approval) leads. */
export function createNextStepsService(deps: {
  repo: NextStepsRepository;
  timeZone: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const toIso = (d: Date | null) => d?.toISOString() ?? null;

  return {
    async nextStepsFor(userId: number): Promise<NextSteps> {
      const today = dayIn(deps.timeZone, now());
      const [letters, followUps, requests, agreements, hasReport] = await Promise.all([
        deps.repo.lettersAwaitingApproval(userId),
        deps.repo.followUpsDue(userId, today),
        deps.repo.documentRequests(userId),
        deps.repo.unfinishedAgreements(userId),
        deps.repo.hasReport(userId),
      ]);
      const steps: NextStep[] = [
        ...letters.map((l) => ({
          key: `letter-${l.id}`,
          kind: 'APPROVE_LETTER' as const,
          title: `Approve your letter to ${bureauLabel[l.bureau]}`,
          detail: `About “${l.title}”. Nothing is mailed until you read and approve it.`,
          href: disputeStep(l.id),
          actionLabel: 'Review and approve',
          since: l.createdAt.toISOString(),
        })),
        ...followUps.map((f) => ({
          key: `follow-up-${f.id}`,
          kind: 'MARK_FOLLOW_UP' as const,
          title: `Follow up with ${bureauLabel[f.bureau]}`,
          detail: `About “${f.title}”${f.followUpDate ? `, ${followUpDueText(f.followUpDate, today)}` : ''}. Check for the bureau’s answer, then mark the follow-up completed.`,
          href: disputeStep(f.id),
          actionLabel: 'Mark it completed',
          since: f.followUpDate,
        })),
        ...requests
          .filter((r) => !r.satisfiedAt)
          .map((r) => ({
            key: `document-${r.id}`,
            kind: 'UPLOAD_DOCUMENT' as const,
            title: `Upload: ${r.title}`,
            detail: r.note || 'Your credit specialist asked for this document.',
            href: vault,
            actionLabel: 'Upload to your vault',
            since: r.createdAt.toISOString(),
          })),
        ...agreements.map((a) => ({
          key: `agreement-${a.planId}`,
          kind: 'SIGN_AGREEMENT' as const,
          title: `Finish signing your ${a.planName} agreement`,
          detail: `${a.signed} of 3 documents signed. Your plan starts once all are signed.`,
          href: checkout(a.planId),
          actionLabel: 'Continue signing',
          since: toIso(a.since),
        })),
      ];
      const count = steps.length;
      if (!hasReport) {
        steps.push({
          key: 'get-report',
          kind: 'GET_REPORT',
          title: 'Get your credit report',
          detail:
            'Connect a credit bureau to import your report, or wait for your credit specialist to upload it. Your issues and disputes start from it.',
          href: experian,
          actionLabel: 'Connect a bureau',
          since: null,
        });
      }
      return { steps, count, hasReport };
    },

    async documentRequestsOf(userId: number) {
      return (await deps.repo.documentRequests(userId)).map((r) => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
        satisfiedAt: toIso(r.satisfiedAt),
      }));
    },

    async requestDocument(userId: number, requestedById: number, body: Required<DocumentRequestBody>) {
      const r = await deps.repo.addDocumentRequest({ userId, requestedById, ...body, createdAt: now() });
      return { ...r, createdAt: r.createdAt.toISOString(), satisfiedAt: null };
    },
  };
}
export type NextStepsService = ReturnType<typeof createNextStepsService>;
