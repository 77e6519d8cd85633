import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../testing/msw-server';
import { ApiError, call, href } from './api-client';

function capture() {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => void seen.push(request.clone()));
  return seen;
}

describe('calling an endpoint from its contract', () => {
  afterEach(() => server.events.removeAllListeners());

  it('fills the path from params, sends the body, and answers the contract’s success type', async () => {
    server.use(
      http.post('/api/disputes/:id/approve', async ({ params, request }) =>
        HttpResponse.json({ id: Number(params.id), sent: await request.json() }),
      ),
    );
    const seen = capture();
    const approved = await call(endpoints.approveDispute, { params: { id: 7 }, body: { attest: true } });
    // The answer is typed from the contract: a Dispute.
    const id: number = approved.id;
    expect(id).toBe(7);
    expect(approved).toMatchObject({ sent: { attest: true } });
    expect(seen[0]?.method).toBe('POST');
  });

  it('appends the query’s set fields and leaves out the unset ones', async () => {
    server.use(http.get('/api/admin/tracking', () => HttpResponse.json({ items: [] })));
    const seen = capture();
    await call(endpoints.listTrackedDisputes, { query: { userId: 3, page: 2, pageSize: undefined } });
    expect(new URL(seen[0]?.url ?? '').search).toBe('?userId=3&page=2');
    expect(href(endpoints.trackMail, { params: { trackingNumber: 'A B/1' } })).toBe(
      '/api/usps/track/A%20B%2F1',
    );
  });

  it('throws ApiError on a refusal, and answers null on a 401 only when asked', async () => {
    server.use(
      http.get('/api/disputes', () =>
        HttpResponse.json({ error: { code: 'UNAUTHENTICATED' } }, { status: 401 }),
      ),
    );
    await expect(call(endpoints.listDisputes)).rejects.toBeInstanceOf(ApiError);
    await expect(call(endpoints.listDisputes, {}, { on401: 'null' })).resolves.toBeNull();
  });

  it('does not compile a call with a wrong parameter, a missing one, or a wrong body', () => {
    const wrongCalls = () => [
      // @ts-expect-error the path's parameter is `id`, not `userId`
      call(endpoints.approveDispute, { params: { userId: 1 }, body: { attest: true } }),
      // @ts-expect-error the path needs its `id`
      call(endpoints.approveDispute, { body: { attest: true } }),
      // @ts-expect-error the body's `attest` is `true`, not a string
      call(endpoints.approveDispute, { params: { id: 1 }, body: { attest: 'yes' } }),
      // @ts-expect-error this endpoint takes no body
      call(endpoints.listDisputes, { body: {} }),
    ];
    expect(typeof wrongCalls).toBe('function');
  });
});
