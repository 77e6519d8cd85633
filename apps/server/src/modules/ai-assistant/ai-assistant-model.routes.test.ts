import { aiAssistantMessages } from '@app/contracts/ai-assistant.contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories/users';
import { useTestApp } from '../../../test/test-app-lifecycle';
import {
  type FakeOpenAiServer,
  startFakeOpenAiServer,
} from '../../integrations/ai/fake-openai-server.fixture';
import { giveCollectionAndBureauLetter } from './assistant-test-person';

const fake: { server?: FakeOpenAiServer } = {};
const server = () => fake.server as FakeOpenAiServer;

describe('POST /api/ai/chat with AI_PROVIDER=openai', () => {
  beforeAll(async () => {
    fake.server = await startFakeOpenAiServer();
  });
  afterAll(async () => fake.server?.close());
  // The app reads its settings when built, after the fake server has its address.
  const t = useTestApp(
    'pglite',
    {
      AI_PROVIDER: 'openai',
      get AI_BASE_URL() {
        return server().baseURL;
      },
      AI_MODEL: 'fake-model',
    },
    { seed: false },
  );
  let person: { userId: number; headers: Record<string, string> };
  let letterDocId: number;
  beforeAll(async () => {
    person = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
    letterDocId = await giveCollectionAndBureauLetter(t.app, person);
  });
  beforeEach(() => {
    server().behaviour = 'answer';
  });
  const chat = async (message: string, files: { documentId: number }[] = []) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      headers: person.headers,
      payload: { message, files },
    });
    expect(res.statusCode).toBe(201);
    return res.json().reply;
  };
  const lastPrompt = () =>
    server()
      .requests.filter((r) => r.body.messages.some((m) => m.content.includes('AI Assistant of a credit')))
      .at(-1)
      ?.body.messages.find((m) => m.role === 'user')?.content ?? '';

  it('lets the model word the reply from the person’s items and the attachment’s text', async () => {
    const reply = await chat('What did Experian decide?', [{ documentId: letterDocId }]);
    expect(reply.engine).toBe('openai');
    expect(reply.content).toMatch(/^I read experian-results\.pdf for you\./);
    expect(reply.content).toContain('Experian verified it as accurate');
    const prompt = lastPrompt();
    expect(prompt).toContain('- Midland Credit Management (ending 4417): Collection account');
    expect(prompt).toContain('--- experian-results.pdf ---');
    expect(prompt).toContain('reinvestigation');
    expect(prompt).not.toContain('88124417');
  });

  it('keeps the approval rule in a reply about a drafted letter, and the history in the prompt', async () => {
    const reply = await chat('Please write a dispute letter about Midland');
    expect(reply).toMatchObject({ engine: 'openai', letterGenerated: true });
    expect(reply.content).toContain(aiAssistantMessages.approvalNote);
    expect(lastPrompt()).toContain('Letter drafted this turn about: Midland Credit Management (ending 4417)');
    expect(lastPrompt()).toContain('Conversation so far:\nuser: What did Experian decide?');
  });

  it('shows the built-in reply, labelled as such, when the model fails or claims a letter it did not draft', async () => {
    for (const behaviour of ['http-500', 'assistant-claims-letter'] as const) {
      server().behaviour = behaviour;
      const reply = await chat('What did Experian decide?', [{ documentId: letterDocId }]);
      expect(reply.engine).toBe('builtin');
      expect(reply.content).toContain('Experian verified it as accurate');
      expect(reply.content).not.toContain('I have drafted');
    }
  });
});
