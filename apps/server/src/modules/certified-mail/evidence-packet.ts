import { createHash } from 'node:crypto';
import {
  type MailEventType,
  type MailProvider,
  mailEventLabels,
  mailProviderLabels,
  type ReceiptRule,
  receiptRuleTexts,
} from '@app/contracts/certified-mail.contract';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { letterPage, winAnsiSafe, wrap } from '../../platform/documents/text-pdf';

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * The proof of one mailed letter in one PDF: a summary page naming each part with its SHA-256 (so a
 * copy can be checked against the record), the event history, the printed letter itself and the
 * electronic return receipt. What a complaint or a suit under FCRA 616/617 needs.
 */
export async function evidencePacket(input: {
  reference: string;
  provider: MailProvider;
  trackingNumber: string | null;
  mailedAt: Date | null;
  receivedOn: string | null;
  receiptRule: ReceiptRule | null;
  printed: Uint8Array;
  receipt: { contentType: string; bytes: Uint8Array } | null;
  /** The enclosures as printed inside the letter (part 1), each with its own fingerprint. */
  enclosures: readonly { title: string; masked: boolean; bytes: number; sha256: string }[];
  events: { type: MailEventType; occurredAt: Date; location: string | null; providerEventId: string }[];
  generatedAt: Date;
}) {
  const eventLines = input.events.map(
    (e) =>
      `${e.occurredAt.toISOString()}  ${mailEventLabels[e.type]}${e.location ? ` (${e.location})` : ''}  [${e.providerEventId}]`,
  );
  const eventsText = eventLines.join('\n');
  const summary = [
    `Evidence of mailing: dispute letter ${input.reference}`,
    '',
    `Mailed through: ${mailProviderLabels[input.provider]}`,
    `USPS certified number: ${input.trackingNumber ?? 'not assigned'}`,
    `Handed to the carrier: ${input.mailedAt?.toISOString() ?? 'not yet'}`,
    `Received by the bureau: ${input.receivedOn ?? 'not yet'}`,
    input.receiptRule ? `Rule used: ${receiptRuleTexts[input.receiptRule]}` : '',
    '',
    'Parts of this packet and their SHA-256 fingerprints:',
    `1. The printed letter (PDF, ${input.printed.length} bytes): ${sha256(input.printed)}`,
    input.enclosures.length ? '   Enclosed with it:' : '   Enclosed with it: nothing',
    `2. The event history (text of the list below, UTF-8): ${sha256(Buffer.from(eventsText))}`,
    ...input.enclosures.map(
      (e, i) =>
        `   1.${i + 1} Enclosure "${e.title}"${e.masked ? ' (copy with numbers covered to the last 4 digits)' : ''} (PDF or picture as printed, ${e.bytes} bytes): ${e.sha256}`,
    ),
    input.receipt
      ? `3. The electronic return receipt (${input.receipt.contentType}, ${input.receipt.bytes.length} bytes): ${sha256(input.receipt.bytes)}`
      : '3. The electronic return receipt: not received yet',
    '',
    'Event history (oldest first):',
    eventsText || 'No events yet.',
    '',
    `Packet made ${input.generatedAt.toISOString()}.`,
  ].join('\n');

  const doc = await PDFDocument.create();
  doc.setTitle(`Evidence of mailing ${input.reference}`);
  const font = await doc.embedFont(StandardFonts.Courier);
  await writeText(doc, font, summary);
  const printed = await PDFDocument.load(input.printed);
  for (const page of await doc.copyPages(printed, printed.getPageIndices())) doc.addPage(page);
  if (input.receipt?.contentType === 'application/pdf') {
    const receipt = await PDFDocument.load(input.receipt.bytes);
    for (const page of await doc.copyPages(receipt, receipt.getPageIndices())) doc.addPage(page);
  } else if (input.receipt) {
    await writeText(
      doc,
      font,
      `Electronic return receipt (as received):\n\n${Buffer.from(input.receipt.bytes).toString('utf8')}`,
    );
  }
  return Buffer.from(await doc.save());
}

async function writeText(
  doc: PDFDocument,
  font: Awaited<ReturnType<PDFDocument['embedFont']>>,
  text: string,
) {
  const size = 8.5;
  const lineHeight = 11;
  const lines = wrap(winAnsiSafe(text), font, letterPage.width - 2 * 54, size);
  const perPage = Math.floor((letterPage.height - 2 * 54) / lineHeight);
  for (let p = 0; p * perPage < lines.length; p++) {
    const page = doc.addPage([letterPage.width, letterPage.height]);
    lines.slice(p * perPage, (p + 1) * perPage).forEach((line, i) => {
      page.drawText(line, { x: 54, y: letterPage.height - 54 - (i + 1) * lineHeight, size, font });
    });
  }
}
