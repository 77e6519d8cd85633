import {
  type MailPiece,
  mailEventLabels,
  mailProviderLabels,
  mailStatusLabels,
  receiptRuleTexts,
} from '@app/contracts/certified-mail.contract';
import type { CertifiedMailRepository, MailPieceRow } from './certified-mail.repository';

type EventRow = Awaited<ReturnType<CertifiedMailRepository['eventsOf']>>[number];

/** A piece as the contract shows it, with its events oldest first. */
export function toMailPiece(row: MailPieceRow, events: EventRow[]): MailPiece {
  return {
    id: row.id,
    disputeId: row.disputeId,
    provider: row.provider,
    providerLabel: mailProviderLabels[row.provider],
    status: row.status,
    statusLabel: mailStatusLabels[row.status],
    trackingNumber: row.trackingNumber,
    pages: row.pages,
    costCents: row.totalCents,
    postageCents: row.postageCents + row.certifiedCents + row.returnReceiptCents,
    mailedAt: (row.mailedAt ?? row.sentAt)?.toISOString() ?? null,
    receivedOn: row.receivedOn,
    receiptRule: row.receiptRule,
    receiptRuleText: row.receiptRule ? receiptRuleTexts[row.receiptRule] : null,
    attempts: row.attempts,
    lastError: row.lastError,
    hasReturnReceipt: row.returnReceipt !== null,
    needsAttention: row.attentionSince !== null,
    enclosures: row.enclosures.map((e) => ({ title: e.title, masked: e.masked, sha256: e.sha256 })),
    events: events
      .filter((e) => e.pieceId === row.id)
      .map((e) => ({
        type: e.type,
        label: mailEventLabels[e.type],
        occurredAt: e.occurredAt.toISOString(),
        location: e.location,
      })),
  };
}
