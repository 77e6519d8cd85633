import type { MailEventType } from '@app/contracts/certified-mail.contract';
import type { PrintMailAddress, PrintMailEvent, PrintMailPort } from './print-mail.port';
import { PrintMailUnavailable } from './print-mail.port';
import { callPrintMail, judgeReply } from './provider-call';

export interface PostGridConfig {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
}

function appendContact(form: FormData, prefix: 'to' | 'from', a: PrintMailAddress) {
  form.append(`${prefix}[companyName]`, a.name.slice(0, 40));
  form.append(`${prefix}[addressLine1]`, a.line1);
  if (a.line2) form.append(`${prefix}[addressLine2]`, a.line2);
  form.append(`${prefix}[city]`, a.city);
  form.append(`${prefix}[provinceOrState]`, a.state);
  form.append(`${prefix}[postalOrZip]`, a.zip);
  form.append(`${prefix}[countryCode]`, 'US');
}

/** PostGrid's carrier tracking statuses (carrierTracking.status) as the product names them. */
const carrierStatuses: Record<string, MailEventType> = {
  pre_transit: 'MAILED',
  in_transit: 'IN_TRANSIT',
  out_for_delivery: 'PROCESSED_FOR_DELIVERY',
  available_for_pickup: 'PICKUP_AVAILABLE',
  delivered: 'DELIVERED',
  return_to_sender: 'RETURNED_TO_SENDER',
  failure: 'ISSUE',
};

/** Order statuses before the carrier has it: printed and handed to the post office. */
const orderStatuses: Record<string, MailEventType> = { processed_for_delivery: 'MAILED' };

interface PostGridLetter {
  id?: unknown;
  status?: unknown;
  trackingNumber?: unknown;
  updatedAt?: unknown;
  carrierTracking?: {
    status?: unknown;
    statusDetail?: unknown;
    updatedAt?: unknown;
    location?: unknown;
  } | null;
}

/**
 * PostGrid's Print & Mail API: POST /print-mail/v1/letters (x-api-key, multipart with the PDF),
 * extraService certified_return_receipt, one Idempotency-Key per letter; tracking is read by
 * polling GET /print-mail/v1/letters/{id} (the order's status, then carrierTracking).
 */
export function createPostGridPrintMail(config: PostGridConfig): PrintMailPort {
  const headers = { 'x-api-key': config.apiKey, accept: 'application/json' };
  return {
    provider: 'postgrid',
    // It prints the addresses on a page of its own in front of ours (its address area must be blank).
    addressPages: 1,
    async send(letter) {
      const form = new FormData();
      form.append('description', letter.description.slice(0, 255));
      appendContact(form, 'to', letter.to);
      appendContact(form, 'from', letter.from);
      form.append('pdf', new Blob([new Uint8Array(letter.pdf)], { type: 'application/pdf' }), 'letter.pdf');
      form.append('addressPlacement', 'insert_blank_page');
      form.append('extraService', 'certified_return_receipt');
      form.append('metadata[reference]', letter.reference);
      const reply = await callPrintMail(
        'PostGrid',
        config.timeoutMs,
        `${config.baseUrl}/print-mail/v1/letters`,
        {
          method: 'POST',
          headers: { ...headers, 'idempotency-key': letter.idempotencyKey },
          body: form,
        },
      );
      judgeReply('PostGrid', reply);
      const body = reply.body as PostGridLetter;
      if (typeof body?.id !== 'string')
        throw new PrintMailUnavailable('PostGrid answered without a letter id');
      return {
        providerId: body.id,
        trackingNumber: typeof body.trackingNumber === 'string' ? body.trackingNumber : null,
      };
    },

    async poll(piece) {
      const reply = await callPrintMail(
        'PostGrid',
        config.timeoutMs,
        `${config.baseUrl}/print-mail/v1/letters/${encodeURIComponent(piece.providerId)}`,
        { headers },
      );
      judgeReply('PostGrid', reply);
      const letter = reply.body as PostGridLetter;
      const trackingNumber = typeof letter.trackingNumber === 'string' ? letter.trackingNumber : null;
      const events: PrintMailEvent[] = [];
      const at = (v: unknown) => {
        const d = new Date(typeof v === 'string' ? v : Number.NaN);
        return Number.isNaN(d.getTime()) ? null : d;
      };
      // Each status is one event, named by it: polling again finds the same ids and changes nothing.
      const orderType = typeof letter.status === 'string' ? orderStatuses[letter.status] : undefined;
      const orderAt = at(letter.updatedAt);
      if (orderType && orderAt)
        events.push({
          providerEventId: `${piece.providerId}:order:${letter.status}`,
          providerId: piece.providerId,
          type: orderType,
          occurredAt: orderAt,
          location: null,
          trackingNumber,
        });
      const carrier = letter.carrierTracking;
      const carrierType = typeof carrier?.status === 'string' ? carrierStatuses[carrier.status] : undefined;
      const carrierAt = at(carrier?.updatedAt);
      if (carrierType && carrierAt)
        events.push({
          providerEventId: `${piece.providerId}:carrier:${carrier?.status}`,
          providerId: piece.providerId,
          type: carrierType,
          occurredAt: carrierAt,
          location: typeof carrier?.location === 'string' ? carrier.location : null,
          trackingNumber,
        });
      return events;
    },

    async returnReceipt(piece, event) {
      if (event.type !== 'DELIVERED' && event.type !== 'PICKUP_AVAILABLE') return null;
      const record = {
        provider: 'postgrid',
        letterId: piece.providerId,
        trackingNumber: piece.trackingNumber,
        event,
      };
      return { contentType: 'application/json', bytes: Buffer.from(JSON.stringify(record, null, 2)) };
    },
  };
}
