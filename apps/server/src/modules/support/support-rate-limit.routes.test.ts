import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app-lifecycle';

describe('POST /api/support/chat/start per-IP limit', () => {
  const t = useTestApp('pglite', { SUPPORT_CHAT_RATE_LIMIT_PER_MINUTE: '3' }, { seed: false });

  it('answers 429 once one address has opened too many chats in a minute', async () => {
    const start = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/support/chat/start',
        payload: {},
        remoteAddress: '198.51.100.7',
      });
    for (let i = 0; i < 3; i++) expect((await start()).statusCode).toBe(201);
    const refused = await start();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    // Another address is not held back.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/support/chat/start',
      payload: {},
      remoteAddress: '198.51.100.8',
    });
    expect(other.statusCode).toBe(201);
  });
});
