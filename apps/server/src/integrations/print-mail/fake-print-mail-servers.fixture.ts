import { createServer, type IncomingMessage } from 'node:http';
import { listenOnLoopback, sendJson } from '../../../test/loopback-http';

export const fakeLobKey = 'test_fake_lob_key_0001';
export const fakePostGridKey = 'test_sk_fake_postgrid_0001';

async function formOf(req: IncomingMessage): Promise<FormData> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return new Response(Buffer.concat(chunks), {
    headers: { 'content-type': String(req.headers['content-type']) },
  }).formData();
}

interface FakeServer {
  baseUrl: string;
  /** Letters created, by idempotency key: one per key whatever the retries. */
  letters: Map<string, { id: string; form: FormData }>;
  /** Every create call, retries included. */
  createCalls: number;
  /** The next this-many create calls answer 503 (a provider outage). */
  failNext: number;
  close(): Promise<void>;
}

/**
 * Lob's letters API as documented: Basic auth with the key, multipart fields (to[...], from[...],
 * file, extra_service), Idempotency-Key returning the same letter, 422 for an address it cannot
 * deliver (here: either address's first line reading "undeliverable"), letter ids `ltr_…` and a certified number.
 */
export async function startFakeLob(): Promise<FakeServer> {
  let n = 0;
  const fake: FakeServer = {
    baseUrl: '',
    letters: new Map(),
    createCalls: 0,
    failNext: 0,
    close: () => new Promise((r) => server.close(() => r())),
  };
  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/letters')
      return sendJson(res, 404, { error: { message: 'Not found' } });
    fake.createCalls++;
    if (req.headers.authorization !== `Basic ${Buffer.from(`${fakeLobKey}:`).toString('base64')}`)
      return sendJson(res, 401, { error: { message: 'Your API key is not valid.', status_code: 401 } });
    if (fake.failNext > 0) {
      fake.failNext--;
      return sendJson(res, 503, { error: { message: 'Service unavailable', status_code: 503 } });
    }
    const key = String(req.headers['idempotency-key'] ?? '');
    const form = await formOf(req);
    const known = key ? fake.letters.get(key) : undefined;
    if (known) return sendJson(res, 200, { id: known.id, tracking_number: `9207190${known.id.slice(-15)}` });
    if (form.get('extra_service') !== 'certified_return_receipt' || !(form.get('file') instanceof Blob))
      return sendJson(res, 422, {
        error: { message: 'file and extra_service are required', status_code: 422 },
      });
    if (/undeliverable/i.test(`${form.get('to[address_line1]')} ${form.get('from[address_line1]')}`))
      return sendJson(res, 422, {
        error: {
          message:
            'The address you entered was found but more information is needed (such as an apartment, suite, or box number) to match to a specific address.',
          status_code: 422,
        },
      });
    const id = `ltr_${String(++n).padStart(15, '0')}`;
    fake.letters.set(key || id, { id, form });
    return sendJson(res, 200, { id, tracking_number: `9207190${id.slice(-15)}`, object: 'letter' });
  });
  fake.baseUrl = await listenOnLoopback(server);
  return fake;
}

export interface FakePostGrid extends FakeServer {
  /** What GET /print-mail/v1/letters/{id} answers for each letter, set by tests. */
  tracking: Map<
    string,
    { status: string; updatedAt: string; carrierTracking?: Record<string, string> | null }
  >;
}

/** PostGrid's letters API: x-api-key, multipart with `pdf`, extraService, Idempotency-Key; tracking by GET. */
export async function startFakePostGrid(): Promise<FakePostGrid> {
  let n = 0;
  const fake: FakePostGrid = {
    baseUrl: '',
    letters: new Map(),
    tracking: new Map(),
    createCalls: 0,
    failNext: 0,
    close: () => new Promise((r) => server.close(() => r())),
  };
  const server = createServer(async (req, res) => {
    if (req.headers['x-api-key'] !== fakePostGridKey)
      return sendJson(res, 401, { error: { type: 'invalid_api_key_error', message: 'Invalid API key' } });
    const one = req.url?.match(/^\/print-mail\/v1\/letters\/([\w-]+)$/);
    if (req.method === 'GET' && one) {
      const id = one[1] as string;
      const t = fake.tracking.get(id);
      if (!t) return sendJson(res, 404, { error: { message: 'Not found' } });
      return sendJson(res, 200, { id, object: 'letter', trackingNumber: `9407111${id.slice(-15)}`, ...t });
    }
    if (req.method !== 'POST' || req.url !== '/print-mail/v1/letters') return sendJson(res, 404, {});
    fake.createCalls++;
    if (fake.failNext > 0) {
      fake.failNext--;
      return sendJson(res, 500, { error: { message: 'Internal error' } });
    }
    const key = String(req.headers['idempotency-key'] ?? '');
    const form = await formOf(req);
    const known = key ? fake.letters.get(key) : undefined;
    if (known) return sendJson(res, 200, { id: known.id, status: 'ready' });
    if (form.get('extraService') !== 'certified_return_receipt' || !(form.get('pdf') instanceof Blob))
      return sendJson(res, 400, { error: { message: 'pdf and extraService are required' } });
    if (/undeliverable/i.test(`${form.get('to[addressLine1]')} ${form.get('from[addressLine1]')}`))
      return sendJson(res, 422, {
        error: { type: 'validation_error', message: 'The recipient address is undeliverable.' },
      });
    const id = `letter_${String(++n).padStart(15, '0')}`;
    fake.letters.set(key || id, { id, form });
    fake.tracking.set(id, { status: 'ready', updatedAt: new Date().toISOString(), carrierTracking: null });
    return sendJson(res, 200, { id, object: 'letter', status: 'ready' });
  });
  fake.baseUrl = await listenOnLoopback(server);
  return fake;
}
