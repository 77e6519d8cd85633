import { type MailPieceStatus, mailStatusLabels } from '@app/contracts/certified-mail.contract';
import {
  type PrintMailPort,
  PrintMailRefused,
  PrintMailUnavailable,
} from '../../integrations/print-mail/print-mail.port';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { notFound } from '../../platform/errors';
import type { CertifiedMailRepository, MailPieceRow } from './certified-mail.repository';
import { toMailPiece } from './mail-piece-view';

/** What the mail module tells the disputes module: mailed, the latest status, received. */
export interface DisputeMailClock {
  recordMailed(
    id: number,
    mailed: { trackingNumber: string | null; at: Date; simulated: boolean },
  ): Promise<void>;
  /** The provider's latest status and, once the bureau has it, the day it was received: one write. */
  recordMailProgress(
    id: number,
    progress: { status?: { text: string; at: Date }; receivedOn?: string },
  ): Promise<void>;
}

/** Waits between attempts after an outage: 1, 2, 4 … minutes, at most an hour. */
const retryDelayMs = (attempts: number) => Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));

export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'queued'; error: string }
  | { kind: 'refused'; reason: string };

/**
 * One attempt to hand a queued piece to the provider, with the piece's own idempotency key, so an
 * attempt whose answer was lost is recognised by the provider when it is retried: never mailed twice.
 */
export function createMailSender(deps: {
  repo: CertifiedMailRepository;
  port: PrintMailPort;
  secretBox: SecretBox;
  disputes: DisputeMailClock;
  log: { warn: (o: object, m: string) => void };
  now?: () => Date;
}) {
  const { repo, port } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async attempt(piece: MailPieceRow): Promise<SendOutcome> {
      const attempts = piece.attempts + 1;
      try {
        const sent = await port.send(
          {
            idempotencyKey: piece.idempotencyKey,
            description: `Dispute letter D-${piece.disputeId}`,
            reference: `D-${piece.disputeId}`,
            to: piece.addresses.to,
            from: piece.addresses.from,
            pdf: Buffer.from(deps.secretBox.open(piece.pdfSealed), 'base64'),
          },
          now(),
        );
        const t = now();
        const moved = await repo.advance(piece, 'QUEUED', {
          status: 'SENT' satisfies MailPieceStatus,
          providerId: sent.providerId,
          trackingNumber: sent.trackingNumber,
          sentAt: t,
          attempts,
          lastError: null,
          nextAttemptAt: null,
        });
        if (moved) {
          await deps.disputes.recordMailed(piece.disputeId, {
            trackingNumber: sent.trackingNumber,
            at: t,
            simulated: port.provider === 'simulated',
          });
          await deps.disputes.recordMailProgress(piece.disputeId, {
            status: { text: mailStatusLabels.SENT, at: t },
          });
        }
        return { kind: 'sent' };
      } catch (err) {
        if (err instanceof PrintMailRefused) {
          // Nothing was printed or charged: the piece goes, so the letter can be mailed once the address is fixed.
          await repo.deletePiece(piece);
          return { kind: 'refused', reason: err.reason };
        }
        if (!(err instanceof PrintMailUnavailable)) throw err;
        deps.log.warn(
          { pieceId: piece.id, attempts, error: err.message },
          'mail provider unavailable; letter stays queued',
        );
        await repo.update(piece, {
          attempts,
          lastError: err.message,
          nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)),
        });
        return { kind: 'queued', error: err.message };
      }
    },

    async view(organizationId: number, disputeId: number) {
      const piece = await repo.pieceOfDispute(organizationId, disputeId);
      if (!piece) throw notFound('Mailed letter');
      return toMailPiece(piece, await repo.eventsOf([piece.id]));
    },
  };
}
export type MailSender = ReturnType<typeof createMailSender>;
