import { mailEventLabels } from '@app/contracts/certified-mail.contract';
import { textToPdf } from '../../platform/documents/text-pdf';
import type { PrintMailAddress, PrintMailEvent } from './print-mail.port';

/** The electronic return receipt as one page: article number, recipient, what happened and when. */
export function receiptPdf(r: {
  title: string;
  trackingNumber: string;
  event: PrintMailEvent;
  to: PrintMailAddress;
  signedBy: string;
}) {
  return textToPdf(
    [
      r.title,
      '',
      `Article number: ${r.trackingNumber}`,
      `Addressed to: ${r.to.name}, ${r.to.line1}${r.to.line2 ? `, ${r.to.line2}` : ''}, ${r.to.city}, ${r.to.state} ${r.to.zip}`,
      `Event: ${mailEventLabels[r.event.type]}`,
      `Date and time: ${r.event.occurredAt.toISOString()}`,
      `Location: ${r.event.location ?? 'not given'}`,
      `Signature: ${r.signedBy}`,
    ].join('\n'),
    { title: r.title, bold: (line) => line === r.title },
  );
}
