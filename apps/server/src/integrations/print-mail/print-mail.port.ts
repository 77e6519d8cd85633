import type { MailEventType, MailProvider } from '@app/contracts/certified-mail.contract';

/** A postal address as print-and-mail providers take it (US only). */
export interface PrintMailAddress {
  name: string;
  line1: string;
  line2?: string | null;
  city: string;
  state: string;
  zip: string;
}

/** One letter to print and mail certified with an electronic return receipt. */
export interface PrintMailLetter {
  /** Sent as the provider's idempotency key: a retry of the same letter is never mailed twice. */
  idempotencyKey: string;
  description: string;
  to: PrintMailAddress;
  from: PrintMailAddress;
  pdf: Uint8Array;
  /** Our own reference, echoed back in the provider's events (Lob's metadata). */
  reference: string;
}

interface PrintMailSent {
  providerId: string;
  /** The USPS certified number, once the provider assigns one (Lob at once, PostGrid later). */
  trackingNumber: string | null;
}

/** One tracking event as the product reads it, whatever provider sent it. */
export interface PrintMailEvent {
  /** Unique per provider: a replayed event is recognised by it and changes nothing. */
  providerEventId: string;
  providerId: string;
  type: MailEventType;
  occurredAt: Date;
  location: string | null;
  trackingNumber?: string | null;
}

/** Where a piece is polled from: what the provider said when it took the letter. */
interface PrintMailPieceRef {
  providerId: string;
  trackingNumber: string | null;
  sentAt: Date;
  to: PrintMailAddress;
  from: PrintMailAddress;
}

/** The electronic return receipt the provider gives for a delivered piece. */
interface PrintMailReceipt {
  contentType: 'application/pdf' | 'application/json';
  bytes: Uint8Array;
}

/** The provider could not be reached or failed on its side: the letter stays queued and is retried. */
export class PrintMailUnavailable extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'PrintMailUnavailable';
  }
}

/** The provider refused the letter for good (an undeliverable address): nothing is charged or retried. */
export class PrintMailRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'PrintMailRefused';
  }
}

export interface PrintMailPort {
  readonly provider: MailProvider;
  /** Pages the provider adds in front of ours for its own address block (priced with the piece). */
  readonly addressPages: number;
  send(letter: PrintMailLetter, now?: Date): Promise<PrintMailSent>;
  /** Events so far, for providers read by polling (PostGrid, the built-in print shop); none for push-only ones. */
  poll(piece: PrintMailPieceRef, now?: Date): Promise<PrintMailEvent[]>;
  /** The return receipt once the piece is delivered or waiting at a P.O. box, or null. */
  returnReceipt(piece: PrintMailPieceRef, event: PrintMailEvent): Promise<PrintMailReceipt | null>;
}
