import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { aClient } from '../../test/factories/users';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { apiSecurityHeaders } from './http-hardening';
import { nulMessage } from './nul-characters';

describe('request rules', () => {
  let db: TestDatabase;
  let app: TestApp;
  const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  beforeAll(async () => {
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Credit Repair</title>');
    db = await createTestDatabase('pglite', { seed: false });
    app = await buildTestApp(db, { WEB_DIST_DIR: webDist });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

  it('answers malformed JSON with 400 in the error shape', async () => {
    const res = await post('/api/auth/login', '{"email": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'FST_ERR_CTP_INVALID_JSON_BODY', message: expect.any(String) },
    });
  });

  it('names the field at fault for wrong types and unknown fields', async () => {
    const wrongType = await post('/api/auth/login', JSON.stringify({ email: 5, password: 'x' }));
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.details[0].field).toBe('body.email');
    const unknown = await post(
      '/api/auth/login',
      JSON.stringify({ email: 'a@b.co', password: 'x', accessLevel: 'ADMIN' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('refuses a NUL character anywhere in the input with a 400 naming the field, before any query', async () => {
    const { headers } = await aClient({ app, db });
    const search = await app.inject({ url: '/api/documents/search?q=%2Fe%00', headers });
    expect(search.statusCode).toBe(400);
    expect(search.json().error.details).toEqual([{ field: 'query.q', message: nulMessage }]);
    const body = await post('/api/auth/login', JSON.stringify({ email: 'a\u0000@b.co', password: 'x' }));
    expect(body.statusCode).toBe(400);
    expect(body.json().error.details[0].field).toBe('body.email');
  });

  it('refuses bodies over 1 MiB with 413', async () => {
    const res = await post(
      '/api/auth/login',
      JSON.stringify({ email: 'x'.repeat(1_100_000), password: 'x' }),
    );
    expect(res.statusCode).toBe(413);
  });

  it('refuses a content type it does not read with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: 'email=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
  });

  it('answers unknown API paths with JSON 404 and other pages with the SPA', async () => {
    const api = await app.inject({ url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
    const root = await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<title>Credit Repair</title>');
    const page = await app.inject({ url: '/dashboard/some/deep/link' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<title>Credit Repair</title>');
  });

  it('sends security headers, request ids, and no-store on personal data', async () => {
    const { headers } = await aClient({ app, db });
    const res = await app.inject({ url: '/api/users/current', headers });
    const csp = String(res.headers['content-security-policy']);
    for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "frame-src 'none'"])
      expect(csp).toContain(d);
    // On the built-in processor no outside script may load.
    expect(csp).not.toContain('stripe.com');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const https = await app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.statusCode).toBe(200);
  });

  it('gives JSON answers of the API their own strict header set, and pages the page set', async () => {
    const pageOnly = [
      'x-frame-options',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    const { headers } = await aClient({ app, db });
    for (const res of [
      await app.inject({ url: '/api/users/current', headers }),
      await app.inject({ url: '/api/users/current' }),
      await app.inject({ url: '/api/no-such-thing' }),
    ]) {
      expect(res.headers['content-type']).toMatch(/application\/json/);
      for (const [name, value] of Object.entries(apiSecurityHeaders)) expect(res.headers[name]).toBe(value);
      for (const name of pageOnly) expect(res.headers[name], name).toBeUndefined();
    }
    // The API's documentation is a page: its scripts need the page's policy, and it is not cached.
    for (const url of ['/dashboard', '/api/docs']) {
      const res = await app.inject({ url });
      expect(String(res.headers['content-security-policy']), url).toContain("script-src 'self'");
      for (const name of pageOnly) expect(res.headers[name], `${url} ${name}`).toBeDefined();
    }
    expect((await app.inject({ url: '/api/docs' })).headers['cache-control']).toBe('no-store');
  });

  it('reports health and readiness, and serves the OpenAPI document', async () => {
    expect((await app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect((await app.inject({ url: '/api/ready' })).json()).toEqual({ status: 'ready' });
    const doc = await app.inject({ url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toContain('/api/auth/login');
    expect((await app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});
