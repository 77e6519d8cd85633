import { createHash } from 'node:crypto';
import type { MailEventType } from '@app/contracts/certified-mail.contract';
import { impbCheckDigit } from '@app/contracts/usps-tracking';
import { plannedJourney } from '../postal/simulated-journey';
import type { Scan } from '../postal/simulated-scans';
import { undeliverableReason } from './address-check';
import { type PrintMailEvent, type PrintMailPort, PrintMailRefused } from './print-mail.port';
import { receiptPdf } from './receipt-pdf';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** A certified-mail IMpb number (service type 92, USPS check digit) derived from the letter's key. */
function trackingNumberFor(key: string): string {
  const n = digest(key).readBigUInt64BE(0) % 10n ** 13n;
  const body = `92071901${String(n).padStart(13, '0')}`;
  return `${body}${impbCheckDigit(body)}`;
}

/**
 * How a bureau's P.O. box ends the journey, fixed per number: a delivery scan, an "available for
 * pickup" notice, or no scan at all (then the product estimates receipt), as real P.O. boxes do.
 */
function endingFor(trackingNumber: string): 'DELIVERED' | 'PICKUP_AVAILABLE' | 'NONE' {
  const n = digest(`ending|${trackingNumber}`)[0] as number;
  return n % 3 === 0 ? 'DELIVERED' : n % 3 === 1 ? 'PICKUP_AVAILABLE' : 'NONE';
}

function typeOfScan(scan: Scan): MailEventType | null {
  switch (scan.code) {
    case '03':
      return 'MAILED';
    case '10':
      return /destination/i.test(scan.description) ? 'IN_LOCAL_AREA' : 'IN_TRANSIT';
    case 'L1':
    case 'NT':
      return 'IN_TRANSIT';
    case '07':
    case 'OF':
      return 'PROCESSED_FOR_DELIVERY';
    case '01':
      return 'DELIVERED';
    default:
      return null;
  }
}

/**
 * The built-in print shop: takes a letter as Lob would (address verification, one piece per key),
 * and its carrier scans follow the postal simulator's journey on the same clock and time scale, so
 * tracking moves by itself in demos and tests. Nothing is printed or mailed for real, and the UI says so.
 */
export function createSimulatedPrintMail(options: { timeScale?: number } = {}): PrintMailPort {
  const scale = options.timeScale ?? 1;
  const simulatedNow = (sentAt: Date, now: Date) =>
    new Date(sentAt.getTime() + (now.getTime() - sentAt.getTime()) * scale);

  return {
    provider: 'simulated',
    addressPages: 0,
    async send(letter) {
      const reason = undeliverableReason(letter.to) ?? undeliverableReason(letter.from);
      if (reason) throw new PrintMailRefused(reason);
      const trackingNumber = trackingNumberFor(letter.idempotencyKey);
      return { providerId: `sim_ltr_${trackingNumber.slice(-12)}`, trackingNumber };
    },

    async poll(piece, now = new Date()) {
      if (!piece.trackingNumber) return [];
      const at = simulatedNow(piece.sentAt, now).getTime();
      const ending = endingFor(piece.trackingNumber);
      const events: PrintMailEvent[] = [];
      const journey = plannedJourney({
        trackingNumber: piece.trackingNumber,
        addedAt: piece.sentAt,
        destinationZip: piece.to.zip,
        originZip: piece.from.zip,
      });
      for (const scan of journey) {
        let type = typeOfScan(scan);
        if (!type) continue;
        if (type === 'DELIVERED') {
          if (ending === 'NONE') continue;
          type = ending;
        }
        if (scan.at > at) break;
        // Back on the real clock: the journey was planned on the sped-up one.
        const occurredAt = new Date(piece.sentAt.getTime() + (scan.at - piece.sentAt.getTime()) / scale);
        events.push({
          providerEventId: `sim_evt_${piece.trackingNumber}_${scan.code}_${scan.at}`,
          providerId: piece.providerId,
          type,
          occurredAt,
          location: `${scan.city}, ${scan.state}${scan.zip ? ` ${scan.zip}` : ''}`,
          trackingNumber: piece.trackingNumber,
        });
      }
      return events;
    },

    async returnReceipt(piece, event) {
      if (event.type !== 'DELIVERED' && event.type !== 'PICKUP_AVAILABLE') return null;
      return {
        contentType: 'application/pdf',
        bytes: await receiptPdf({
          title: 'Electronic Return Receipt (simulated: no mail account connected)',
          trackingNumber: piece.trackingNumber ?? '',
          event,
          to: piece.to,
          signedBy:
            event.type === 'DELIVERED'
              ? `${piece.to.name} mail room (simulated)`
              : 'Not signed: held at the P.O. box',
        }),
      };
    },
  };
}
