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
import type { ClaimedNotice, NoticesRepository, QueuedNotice } from './notices.repository';

/** Events older than this when the job first sees them are history, not news: no mail for them. */
const newsWindowMs = 7 * 86_400_000;
/** A person's letters wait until none is newer than this, so a batch being saved is told of at once. */
const letterBatchQuietMs = 5_000;

const letterIdOf = (eventKey: string) => {
  const id = /^letter:(\d+)$/.exec(eventKey)?.[1];
  return id === undefined ? null : Number(id);
};

/**
 * The claimed notices as e-mails: one per notice, except that one person's letters awaiting
 * approval go out as one e-mail listing them (a batch of six letters is one notice, not six).
 */
function groupForSending(claimed: ClaimedNotice[]) {
  const groups = new Map<string, ClaimedNotice[]>();
  for (const n of claimed) {
    const key = n.kind === 'LETTER_AWAITING_APPROVAL' ? `letters:${n.userId}` : `notice:${n.id}`;
    groups.set(key, [...(groups.get(key) ?? []), n]);
  }
  return [...groups.values()];
}

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
  /** The person's organization: their notices go out under its name and support contact. */
  organizationOf: (userId: number) => Promise<number | undefined>;
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

  const decorate = async (userId: number, kind: NoticeKind, message: MailMessage) => ({
    ...withUnsubscribe(message, kind, unsubscribeLinks(deps.publicUrl, deps.tokens.issue(userId, kind))),
    organizationId: await deps.organizationOf(userId),
  });

  /** The e-mail of a group: a notice's own text, or one text listing a person's several letters. */
  async function messageOf(group: ClaimedNotice[]): Promise<MailMessage> {
    const n = group[0] as ClaimedNotice;
    const single = { to: n.email, subject: n.subject, body: n.body };
    if (group.length === 1) return single;
    const ids = group.map((g) => letterIdOf(g.eventKey)).filter((id) => id !== null);
    const letters = await deps.repo.lettersByIds(ids);
    // Letters deleted since they were queued are not listed; one left is told of as before.
    if (letters.length <= 1) return single;
    return { to: n.email, ...noticeTexts.lettersAwaitingApproval({ firstName: n.firstName, letters }, home) };
  }

  /** Finds the events of the last days and queues one notice per event (repeats are dropped). */
  async function queueNews(at: Date) {
    const since = new Date(at.getTime() - newsWindowMs);
    const [letters, answers, messages, requests] = await Promise.all([
      deps.repo.lettersAwaitingApproval(since, new Date(at.getTime() - letterBatchQuietMs), batchSize),
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
     * Work news for a member of a company's team (a client given to them), mailed at once under
     * their organization's name. Team members have no notice choices: this is their work.
     */
    async notifyTeamMember(userId: number, message: Omit<MailMessage, 'organizationId'>) {
      await deps.mail.send({ ...message, organizationId: await deps.organizationOf(userId) });
    },

    /**
     * Sends a notice another job already claimed once (the follow-up notices of the tracking job),
     * if the person wants that kind, with its unsubscribe link. Answers whether it was sent.
     */
    /**
     * Queues one notice another module decided on (the monthly proof-of-work report): once per
     * event key, sent by this module's job like any other. Answers whether it was new.
     */
    async queueOnce(notice: QueuedNotice) {
      return (await deps.repo.queue([notice])) === 1;
    },
    /** Of these event keys, those queued already: a caller skips the work of a notice it sent. */
    queuedKeys: (eventKeys: string[]) => deps.repo.queuedKeys(eventKeys),

    async sendClaimed(userId: number, kind: NoticeKind, message: MailMessage) {
      if (!(await preferences(userId))[kind]) return false;
      await deps.mail.send(await decorate(userId, kind, message));
      return true;
    },

    /**
     * One run of the notices job: queue what is new, then send each unsent notice once (`sent`
     * counts e-mails: a person's letters claimed together are one).
     */
    async runOnce(): Promise<NoticesRunResult> {
      const at = now();
      const result: NoticesRunResult = { queued: await queueNews(at), sent: 0, skipped: 0, failed: 0 };
      for (const group of groupForSending(await deps.repo.claimUnsent(batchSize, at))) {
        const n = group[0] as ClaimedNotice;
        if (!n.enabled) {
          result.skipped += group.length;
          for (const g of group) await deps.repo.markSkipped(g.id);
          continue;
        }
        try {
          await deps.mail.send(await decorate(n.userId, n.kind, await messageOf(group)));
          result.sent++;
        } catch (err) {
          result.failed++;
          deps.log.warn({ err, noticeIds: group.map((g) => g.id) }, 'notice not sent; retried next run');
          for (const g of group) await deps.repo.release(g.id, (err as Error).message);
        }
      }
      return result;
    },
  };
}
export type NoticesService = ReturnType<typeof createNoticesService>;
