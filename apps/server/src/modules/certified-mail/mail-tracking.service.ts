import {
  estimatedDeliveryDate,
  type MailEventType,
  mailMessages,
  mailStatusLabels,
  mailStatusRank,
  type ReceiptRule,
  statusAfterEvent,
} from '@app/contracts/certified-mail.contract';
import { dayIn } from '@app/contracts/common/dates';
import { lobEventOf, verifyLobWebhook } from '../../integrations/print-mail/lob-webhook';
import type { PrintMailEvent, PrintMailPort } from '../../integrations/print-mail/print-mail.port';
import { PrintMailUnavailable } from '../../integrations/print-mail/print-mail.port';
import { AppError, badRequest } from '../../platform/errors';
import type { CertifiedMailRepository, NewMailPiece, TrackedPiece } from './certified-mail.repository';
import { sha256 } from './evidence-packet';
import type { DisputeMailClock, MailSender } from './mail-sender';

const receiptEvents: Partial<Record<MailEventType, ReceiptRule>> = {
  DELIVERED: 'DELIVERED',
  PICKUP_AVAILABLE: 'PICKUP_AVAILABLE',
};

export interface MailJobResult {
  sent: number;
  stillQueued: number;
  polled: number;
  events: number;
  estimated: number;
}

/**
 * Tracking flows in by itself: pushed events (Lob's signed webhooks) and polled ones (PostGrid, the
 * built-in print shop) go through one door. Each event is kept once; a piece only moves forward;
 * delivery, a P.O. box pickup notice, or failing both the mailing date plus 5 business days starts
 * the dispute's follow-up and 30-day clocks; a return or an issue asks a person to look.
 */
export function createMailTrackingService(deps: {
  repo: CertifiedMailRepository;
  port: PrintMailPort;
  sender: MailSender;
  disputes: DisputeMailClock;
  lobWebhookSecret?: string;
  timeZone: string;
  log: { warn: (o: object, m: string) => void };
  now?: () => Date;
}) {
  const { repo, port } = deps;
  const now = deps.now ?? (() => new Date());
  const refOf = (p: TrackedPiece) => ({
    providerId: p.providerId as string,
    trackingNumber: p.trackingNumber,
    sentAt: p.sentAt as Date,
    to: p.addresses.to,
    from: p.addresses.from,
  });

  async function received(piece: TrackedPiece, receivedOn: string, rule: ReceiptRule) {
    await repo.update(piece, { receivedOn, receiptRule: rule });
    await deps.disputes.recordMailProgress(piece.disputeId, { receivedOn });
  }

  /** The receipt kept with the letter once the bureau has it; none when the provider has none to give. */
  async function receiptOf(piece: TrackedPiece, event: PrintMailEvent): Promise<Partial<NewMailPiece>> {
    const receipt = await port.returnReceipt(refOf(piece), event).catch(() => null);
    if (!receipt) return {};
    return {
      returnReceiptType: receipt.contentType,
      returnReceipt: Buffer.from(receipt.bytes).toString('base64'),
      returnReceiptSha256: sha256(receipt.bytes),
    };
  }

  /**
   * Applies one event; false when it was already known (a replay) or names no letter of ours. The
   * event is stored first, in the statement that finds its piece (its unique key makes a replay
   * stop there); then what it changes is written once on the piece and once on the dispute, from
   * the piece as read, without reading either again.
   */
  async function ingest(event: PrintMailEvent): Promise<boolean> {
    const at = now();
    const recorded = await repo.recordEventOfPiece(port.provider, event.providerId, {
      providerEventId: event.providerEventId.slice(0, 120),
      type: event.type,
      occurredAt: event.occurredAt,
      location: event.location?.slice(0, 200) ?? null,
      receivedAt: at,
    });
    if (!recorded) return false;
    const { piece, fresh } = recorded;
    if (!fresh) return false;

    const changes: Partial<NewMailPiece> = {};
    const newNumber = event.trackingNumber && !piece.trackingNumber ? event.trackingNumber : null;
    if (newNumber) changes.trackingNumber = newNumber;
    if (event.type === 'MAILED' && !piece.mailedAt) changes.mailedAt = event.occurredAt;
    if ((event.type === 'ISSUE' || event.type === 'RETURNED_TO_SENDER') && !piece.attentionSince)
      changes.attentionSince = at;
    const rule = receiptEvents[event.type];
    const receivedOn = rule && !piece.receivedOn ? dayIn(deps.timeZone, event.occurredAt) : undefined;
    if (rule && receivedOn) {
      Object.assign(changes, { receivedOn, receiptRule: rule }, await receiptOf(piece, event));
    }

    // Out of order: an older scan arriving after a newer one is kept in the history only.
    const next = statusAfterEvent(event.type);
    const advanced =
      next !== null &&
      mailStatusRank[next] > mailStatusRank[piece.status] &&
      (await repo.advance(piece, piece.status, { ...changes, status: next }));
    if (!advanced && Object.keys(changes).length > 0) await repo.update(piece, changes);

    if (newNumber) {
      await deps.disputes.recordMailed(piece.disputeId, {
        trackingNumber: newNumber,
        at: piece.sentAt ?? event.occurredAt,
        simulated: piece.provider === 'simulated',
      });
    }
    if (advanced || receivedOn) {
      await deps.disputes.recordMailProgress(piece.disputeId, {
        status: advanced && next ? { text: mailStatusLabels[next], at } : undefined,
        receivedOn,
      });
    }
    return true;
  }

  /** Failing a delivery or pickup scan, the letter is taken as received 5 business days after mailing. */
  async function estimateIfDue(piece: TrackedPiece, today: string) {
    if (piece.receivedOn || !piece.sentAt) return false;
    const due = estimatedDeliveryDate(dayIn(deps.timeZone, piece.mailedAt ?? piece.sentAt));
    if (today < due) return false;
    await received(piece, due, 'ESTIMATED');
    return true;
  }

  return {
    ingest,

    /** Lob's webhook: the signature over the raw body first; a bad or stale one changes nothing. */
    async receiveLob(raw: string, headers: { signature?: string; timestamp?: string }) {
      const secret = deps.lobWebhookSecret;
      if (!secret || !verifyLobWebhook(raw, headers, secret, now()))
        throw new AppError(401, 'BAD_SIGNATURE', mailMessages.badSignature);
      let event: PrintMailEvent | null;
      try {
        event = lobEventOf(raw);
      } catch {
        throw badRequest('The body is not a Lob event');
      }
      return { received: event ? await ingest(event) : false };
    },

    /** One run of the mail job: send what is queued, read tracking that is polled, estimate receipt. */
    async runOnce(opts: { batchSize?: number; pollEveryMs?: number } = {}): Promise<MailJobResult> {
      const batchSize = opts.batchSize ?? 50;
      const t = now();
      const result: MailJobResult = { sent: 0, stillQueued: 0, polled: 0, events: 0, estimated: 0 };
      for (const piece of await repo.claimQueued(t, 5 * 60_000, batchSize)) {
        const outcome = await deps.sender.attempt(piece);
        if (outcome.kind === 'sent') result.sent++;
        else if (outcome.kind === 'queued') result.stillQueued++;
        else
          deps.log.warn(
            { pieceId: piece.id, reason: outcome.reason },
            'queued letter refused by the provider',
          );
      }
      const today = dayIn(deps.timeZone, t);
      const polledBefore = new Date(t.getTime() - (opts.pollEveryMs ?? 4 * 60_000));
      for (const piece of await repo.travelling(polledBefore, batchSize)) {
        if (piece.providerId && piece.sentAt) {
          try {
            for (const event of await port.poll(refOf(piece), t)) if (await ingest(event)) result.events++;
            result.polled++;
          } catch (err) {
            if (!(err instanceof PrintMailUnavailable)) throw err;
            deps.log.warn({ pieceId: piece.id, error: err.message }, 'mail tracking unavailable');
          }
        }
        await repo.update(piece, { lastPolledAt: t });
        const latest = await repo.trackedPieceOfDispute(piece.organizationId, piece.disputeId);
        if (latest && (await estimateIfDue(latest, today))) result.estimated++;
      }
      return result;
    },
  };
}
export type MailTrackingService = ReturnType<typeof createMailTrackingService>;
