import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import {
  type FakeOpenAiServer,
  startFakeOpenAiServer,
} from '../../integrations/ai/fake-openai-server.fixture';

describe('POST /api/support/chat/message with AI_PROVIDER=openai', () => {
  let fake: FakeOpenAiServer;
  let db: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    db = await createTestDatabase('pglite', { seed: false });
    app = await buildTestApp(db, {
      AI_PROVIDER: 'openai',
      AI_BASE_URL: fake.baseURL,
      AI_MODEL: 'fake-model',
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.behaviour = 'answer';
  });

  const ask = async (message: string) => {
    const start = await app.inject({ method: 'POST', url: '/api/support/chat/start', payload: {} });
    const cookie = start.cookies.find((c) => c.name === 'support_chat_key');
    expect(start.json().engine).toBe('openai');
    const res = await app.inject({
      method: 'POST',
      url: '/api/support/chat/message',
      payload: { sessionId: start.json().sessionId, message },
      headers: { cookie: `support_chat_key=${cookie?.value}` },
    });
    return res.json();
  };

  it('lets the model answer from the retrieved articles', async () => {
    const body = await ask('How long does a dispute investigation take?');
    expect(body.engine).toBe('openai');
    expect(body.source?.title).toBe('How long does a dispute take?');
    const prompt = fake.requests.at(-1)?.body.messages.find((m) => m.role === 'user')?.content ?? '';
    expect(prompt).toContain('[0] How long does a dispute take?');
  });

  it('falls back to the built-in answer, labelled as such, when the model fails or answers out of shape', async () => {
    for (const behaviour of ['http-500', 'support-cites-missing-passage'] as const) {
      fake.behaviour = behaviour;
      const body = await ask('How long does a dispute investigation take?');
      expect(body.engine).toBe('builtin');
      expect(body.response).toContain('Our help article “How long does a dispute take?” says');
    }
  });
});
