import {
  type NoticeKind,
  type NoticePreferences,
  noticeKinds,
  noticeMessages,
} from '@app/contracts/notices.contract';
import type { MailMessage, MailPort } from '../../integrations/mail/mail.port';
import { badRequest, notFound } from '../../platform/errors';
import { noticeTexts, unsubscribeLinks, withUnsubscribe } from './notice-mail';
import type { NoticeTokens } from './notice-token';
import type { NoticesRepository, QueuedNotice } from './notices.repository';

/** Events older than this when the job first sees them are history, not news: no mail for them. */
const newsWindowMs = 7 * 86_400_000;

export interface NoticesRunResult {
  queued: number;
  sent: number;
  skipped: number;
  failed: number;
}

export function createNoticesService(deps: {
  repo: NoticesRepository;
  mail: MailPort;
  tokens: NoticeTokens;
  publicUrl: string;
  log: { warn: (o: object, m: string) => void };
  now?: () => Date;
  batchSize?: number;
}) {
  const now = deps.now ?? (() => new Date());
  const batchSize = deps.batchSize ?? 50;
  const home = deps.publicUrl;

  async function preferences(userId: number): Promise<NoticePreferences> {
    const saved = new Map((await deps.repo.preferencesOf(userId)).map((p) => [p.kind, p.enabled]));
    return Object.fromEntries(noticeKinds.map((k) => [k, saved.get(k) ?? true])) as NoticePreferences;
  }

  const decorate = (userId: number, kind: NoticeKind, message: MailMessage) =>
    withUnsubscribe(message, kind, unsubscribeLinks(deps.publicUrl, deps.tokens.issue(userId, kind)));

  /** Finds the events of the last days and queues one notice per event (repeats are dropped). */
  async function queueNews(at: Date) {
    const since = new Date(at.getTime() - newsWindowMs);
    const [letters, answers, messages, requests] = await Promise.all([
      deps.repo.lettersAwaitingApproval(since, batchSize),
      deps.repo.bureauAnswers(since, batchSize),
      deps.repo.unreadSpecialistMessages(since, batchSize),
      deps.repo.documentRequests(since, batchSize),
    ]);
    const rows: QueuedNotice[] = [
      ...letters.map((r) => ({
        userId: r.userId,
        kind: 'LETTER_AWAITING_APPROVAL' as const,
        eventKey: `letter:${r.id}`,
        ...noticeTexts.letterAwaitingApproval(r, home),
      })),
      ...answers.map((r) => ({
        userId: r.userId,
        kind: 'BUREAU_ANSWER' as const,
        eventKey: `bureau-answer:${r.id}`,
        ...noticeTexts.bureauAnswer(r, home),
      })),
      ...messages.map((r) => ({
        userId: r.userId,
        kind: 'SPECIALIST_MESSAGE' as const,
        eventKey: `messages-from:${r.firstId}`,
        ...noticeTexts.specialistMessage(r, home),
      })),
      ...requests.map((r) => ({
        userId: r.userId,
        kind: 'DOCUMENT_REQUEST' as const,
        eventKey: `document-request:${r.id}`,
        ...noticeTexts.documentRequest(r, home),
      })),
    ];
    return deps.repo.queue(rows);
  }

  return {
    preferences,

    async updatePreferences(userId: number, choices: NoticePreferences) {
      await deps.repo.setPreferences(
        userId,
        noticeKinds.map((kind) => ({ kind, enabled: choices[kind] })),
        now(),
      );
      return preferences(userId);
    },

    /** The e-mail's link: no sign-in, the sealed token says who and which kind. */
    async unsubscribe(token: string) {
      const read = deps.tokens.read(token);
      if (!read || !(await deps.repo.userExists(read.userId))) {
        throw badRequest(noticeMessages.badToken, [{ field: 'token', message: noticeMessages.badToken }]);
      }
      await deps.repo.setPreferences(read.userId, [{ kind: read.kind, enabled: false }], now());
      return { kind: read.kind, message: noticeMessages.unsubscribed(read.kind) };
    },

    async assertPersonExists(userId: number) {
      if (!(await deps.repo.userExists(userId))) throw notFound('User');
    },

    /**
     * Sends a notice another job already claimed once (the follow-up notices of the tracking job),
     * if the person wants that kind, with its unsubscribe link. Answers whether it was sent.
     */
    async sendClaimed(userId: number, kind: NoticeKind, message: MailMessage) {
      if (!(await preferences(userId))[kind]) return false;
      await deps.mail.send(decorate(userId, kind, message));
      return true;
    },

    /** One run of the notices job: queue what is new, then send each unsent notice once. */
    async runOnce(): Promise<NoticesRunResult> {
      const at = now();
      const result: NoticesRunResult = { queued: await queueNews(at), sent: 0, skipped: 0, failed: 0 };
      for (const n of await deps.repo.claimUnsent(batchSize, at)) {
        if (!n.enabled) {
          result.skipped++;
          await deps.repo.markSkipped(n.id);
          continue;
        }
        try {
          await deps.mail.send(decorate(n.userId, n.kind, { to: n.email, subject: n.subject, body: n.body }));
          result.sent++;
        } catch (err) {
          result.failed++;
          deps.log.warn({ err, noticeId: n.id }, 'notice not sent; retried next run');
          await deps.repo.release(n.id, (err as Error).message);
        }
      }
      return result;
    },
  };
}
export type NoticesService = ReturnType<typeof createNoticesService>;
