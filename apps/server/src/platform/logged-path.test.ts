import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { loggedPath } from './logged-path';

describe('logged paths', () => {
  it('keep the names of query parameters and drop every value', () => {
    expect(loggedPath('/api/documents/search?q=123-45-6789&userId=7')).toBe(
      '/api/documents/search?q=~&userId=~',
    );
    expect(loggedPath('/api/notices/unsubscribe?token=abc&flag')).toBe(
      '/api/notices/unsubscribe?token=~&flag',
    );
    expect(loggedPath('/api/health')).toBe('/api/health');
  });
});

describe('request logs', () => {
  let db: TestDatabase;
  let app: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    db = await createTestDatabase('pglite', { seed: false });
    app = await buildTestApp(db, { LOG_LEVEL: 'info' }, { write: (line) => void lines.push(line) });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('hold no search term or token from the query string', async () => {
    await app.inject({ url: '/api/documents/search?q=secret-search-term' });
    await app.inject({ url: '/api/notices/unsubscribe?token=live-unsubscribe-token' });
    const logged = lines.join('\n');
    expect(logged).toContain('/api/documents/search?q=~');
    expect(logged).not.toContain('secret-search-term');
    expect(logged).not.toContain('live-unsubscribe-token');
  });
});
