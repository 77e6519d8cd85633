import { csrfHeader, csrfHeaderValue } from '@app/contracts/common/csrf';
import { organizationSlugHeader } from '@app/contracts/common/organization-path';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../testing/msw-server';
import { ApiError, beginSessionHandover, call, onAuthProblem } from './api-client';
import { errorMessage } from './api-errors';

// The spec's shared request behaviour, as the web client keeps it. The session
// token lives in an httpOnly cookie, so no bearer header is ever built from page storage.

function capture() {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => void seen.push(request.clone()));
  return seen;
}

/** The server no longer accepts the session: the current user answers 401. */
const refuseCurrentUser = () =>
  server.use(
    http.get('/api/users/current', () =>
      HttpResponse.json(
        { error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' } },
        { status: 401 },
      ),
    ),
  );

describe('api-client request rules', () => {
  it('names the company a visitor reached at /o/<slug> (or ?org=), and nothing elsewhere', async () => {
    server.use(http.get('/api/app-info', () => HttpResponse.json({})));
    const seen = capture();
    for (const address of ['/o/summit-credit/sign-in', '/login?org=Summit-Credit', '/login', '/o/../x']) {
      window.history.replaceState(null, '', address);
      await call(endpoints.getAppInfo);
    }
    window.history.replaceState(null, '', '/');
    expect(seen.map((r) => r.headers.get(organizationSlugHeader))).toEqual([
      'summit-credit',
      'summit-credit',
      null,
      null,
    ]);
  });

  it('sends JSON content type only with a body, the CSRF header always, and no bearer token', async () => {
    server.use(
      http.get('/api/disputes', () => HttpResponse.json([])),
      http.post('/api/beta-access/redeem', async ({ request }) =>
        HttpResponse.json(await request.json(), { status: 201 }),
      ),
      http.delete('/api/bank-account-connections/1', () => new HttpResponse(null, { status: 204 })),
    );
    const seen = capture();
    expect(await call(endpoints.listDisputes)).toEqual([]);
    expect(await call(endpoints.redeemAccessCode, { body: { accessCode: 'BETA-2026' } })).toEqual({
      accessCode: 'BETA-2026',
    });
    expect(await call(endpoints.removeBankConnection, { params: { id: 1 } })).toBeUndefined();

    const [get, post, del] = seen as [Request, Request, Request];
    expect(get.headers.get('content-type')).toBeNull();
    expect(post.headers.get('content-type')).toBe('application/json');
    expect(del.headers.get('content-type')).toBeNull();
    for (const r of seen) {
      expect(r.headers.get(csrfHeader)).toBe(csrfHeaderValue);
      expect(r.headers.get('authorization')).toBeNull();
      expect(r.credentials).toBe('include');
    }
    server.events.removeAllListeners();
  });

  it('raises "{status}: {body}" for a non-OK answer, or the status text when the body is empty', async () => {
    const body = JSON.stringify({
      error: {
        code: 'BAD_REQUEST',
        message: 'Enter the creditor',
        details: [{ field: 'body.creditor', message: 'Enter the creditor' }],
      },
    });
    server.use(
      http.post(
        '/api/beta-access/redeem',
        () => new HttpResponse(body, { status: 400, headers: { 'content-type': 'application/json' } }),
      ),
      http.get(
        '/api/disputes',
        () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }),
      ),
    );
    const error = await call(endpoints.redeemAccessCode, { body: { accessCode: '' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`400: ${body}`);
    expect(errorMessage(error, 'fallback')).toBe('Enter the creditor');
    expect((error as ApiError).details).toEqual([{ field: 'body.creditor', message: 'Enter the creditor' }]);

    const empty = await call(endpoints.listDisputes).catch((e: unknown) => e);
    expect((empty as ApiError).message).toBe('503: Service Unavailable');
    expect(errorMessage(empty, 'Try again later')).toBe('Try again later');
  });

  it('answers a 401 read with null when asked to, and tells the session that it ended', async () => {
    refuseCurrentUser();
    const listener = vi.fn();
    const stop = onAuthProblem(listener);
    expect(await call(endpoints.getCurrentUser, {}, { on401: 'null' })).toBeNull();
    expect(listener).toHaveBeenCalledWith('unauthenticated');
    await expect(call(endpoints.getCurrentUser)).rejects.toThrow(/^401: /);
    stop();
  });

  it('does not end the session on a 401 while Return to admin exchanges it, and does again after an undo', async () => {
    refuseCurrentUser();
    const listener = vi.fn();
    const stop = onAuthProblem(listener);
    const undo = beginSessionHandover();
    expect(await call(endpoints.getCurrentUser, {}, { on401: 'null' })).toBeNull();
    expect(listener).not.toHaveBeenCalled();
    undo();
    expect(await call(endpoints.getCurrentUser, {}, { on401: 'null' })).toBeNull();
    expect(listener).toHaveBeenCalledWith('unauthenticated');
    stop();
  });

  it('does not end the session when a sign-in attempt is refused', async () => {
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json(
          { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' } },
          { status: 401 },
        ),
      ),
    );
    const listener = vi.fn();
    const stop = onAuthProblem(listener);
    await expect(
      call(endpoints.signIn, { body: { email: 'a@b.c', password: 'x' } }, { credentialsCheck: true }),
    ).rejects.toThrow(/^401: /);
    expect(listener).not.toHaveBeenCalled();
    stop();
  });

  it('tells the session when the server asks for a new password first', async () => {
    server.use(
      http.get('/api/disputes', () =>
        HttpResponse.json(
          { error: { code: 'PASSWORD_RESET_REQUIRED', message: 'Set a new password before continuing' } },
          { status: 403 },
        ),
      ),
    );
    const listener = vi.fn();
    const stop = onAuthProblem(listener);
    await expect(call(endpoints.listDisputes)).rejects.toThrow(/^403: /);
    expect(listener).toHaveBeenCalledWith('password-reset-required');
    stop();
  });
});
