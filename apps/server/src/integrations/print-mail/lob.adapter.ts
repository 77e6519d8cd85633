import type { PrintMailAddress, PrintMailPort } from './print-mail.port';
import { PrintMailUnavailable } from './print-mail.port';
import { callPrintMail, judgeReply } from './provider-call';

export interface LobConfig {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
}

function appendAddress(form: FormData, prefix: 'to' | 'from', a: PrintMailAddress) {
  form.append(`${prefix}[name]`, a.name.slice(0, 40));
  form.append(`${prefix}[address_line1]`, a.line1);
  if (a.line2) form.append(`${prefix}[address_line2]`, a.line2);
  form.append(`${prefix}[address_city]`, a.city);
  form.append(`${prefix}[address_state]`, a.state);
  form.append(`${prefix}[address_zip]`, a.zip);
  form.append(`${prefix}[address_country]`, 'US');
}

/**
 * Lob's Print & Mail API: POST /v1/letters (HTTP Basic with the key as user name, multipart with the
 * PDF), certified with an electronic return receipt, one Idempotency-Key per letter. Tracking comes
 * by signed webhooks (lob-webhook.ts), so polling has nothing to add.
 */
export function createLobPrintMail(config: LobConfig): PrintMailPort {
  const authorization = `Basic ${Buffer.from(`${config.apiKey}:`).toString('base64')}`;
  return {
    provider: 'lob',
    // It prints the addresses on a page of its own in front of ours (its address area must be blank).
    addressPages: 1,
    async send(letter) {
      const form = new FormData();
      form.append('description', letter.description.slice(0, 255));
      appendAddress(form, 'to', letter.to);
      appendAddress(form, 'from', letter.from);
      form.append('file', new Blob([new Uint8Array(letter.pdf)], { type: 'application/pdf' }), 'letter.pdf');
      form.append('color', 'false');
      form.append('double_sided', 'false');
      form.append('address_placement', 'insert_blank_page');
      form.append('extra_service', 'certified_return_receipt');
      form.append('use_type', 'operational');
      form.append('metadata[reference]', letter.reference);
      const reply = await callPrintMail('Lob', config.timeoutMs, `${config.baseUrl}/v1/letters`, {
        method: 'POST',
        headers: { authorization, 'idempotency-key': letter.idempotencyKey, accept: 'application/json' },
        body: form,
      });
      judgeReply('Lob', reply);
      const body = reply.body as { id?: unknown; tracking_number?: unknown };
      if (typeof body?.id !== 'string') throw new PrintMailUnavailable('Lob answered without a letter id');
      return {
        providerId: body.id,
        trackingNumber: typeof body.tracking_number === 'string' ? body.tracking_number : null,
      };
    },
    async poll() {
      return [];
    },
    async returnReceipt(piece, event) {
      if (event.type !== 'DELIVERED' && event.type !== 'PICKUP_AVAILABLE') return null;
      // Lob's API hands over no signature image; the receipt kept is its carrier record of the event.
      const record = {
        provider: 'lob',
        letterId: piece.providerId,
        trackingNumber: piece.trackingNumber,
        event,
      };
      return { contentType: 'application/json', bytes: Buffer.from(JSON.stringify(record, null, 2)) };
    },
  };
}
