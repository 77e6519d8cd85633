import { aiAssistantMessages } from '@app/contracts/ai-assistant.contract';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories/users';
import { useFileRows } from '../../../test/file-rows';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { giveCollectionAndBureauLetter } from './assistant-test-person';

const appFor = useFileTestApps({}, { seed: false });
const peopleFor = useFileRows(async (t) => {
  const person = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
  const other = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
  const viewer = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
  const letterDocId = await giveCollectionAndBureauLetter(t.app, person);
  return { person, other, viewer, letterDocId };
});

describe.each(testDatabaseKinds())('POST /api/ai/chat on %s', (kind) => {
  const t = appFor(kind);
  const s = peopleFor(kind, t);
  const chat = (c: { headers: Record<string, string> }, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/ai/chat', headers: c.headers, payload: payload as never });

  it('reads an attached bureau letter and says what the bureau decided for each item', async () => {
    const res = await chat(s.person, {
      userId: s.person.userId,
      message: 'What did they decide?',
      files: [{ documentId: s.letterDocId, name: 'experian-results.pdf', size: 1, type: 'application/pdf' }],
    });
    expect(res.statusCode).toBe(201);
    const { reply } = res.json();
    expect(reply).toMatchObject({
      role: 'assistant',
      letterGenerated: false,
      letterUrl: null,
      engine: 'builtin',
    });
    expect(reply.content).toContain(
      'MIDLAND CREDIT MANAGEMENT (ending 4417): Experian verified it as accurate',
    );
    expect(reply.content).toContain('CAPITAL ONE BANK (ending 9921): Experian deleted it');
    expect(reply.content).toContain('Bureau Responses');
  });

  it('refuses an empty send, someone else’s attachment or conversation, and read-only viewers', async () => {
    const blank = await chat(s.person, { message: '  ', files: [] });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.details[0]).toMatchObject({
      field: 'body.message',
      message: aiAssistantMessages.sendRule,
    });
    expect(
      (await chat(s.other, { message: 'read this', files: [{ documentId: s.letterDocId }] })).statusCode,
    ).toBe(404);
    expect((await chat(s.other, { userId: s.person.userId, message: 'hi' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/ai/conversation/${s.person.userId}`, headers: s.other.headers }))
        .statusCode,
    ).toBe(404);
    expect((await chat(s.viewer, { message: 'hi' })).statusCode).toBe(403);
  });
});

// After the chat describe: the conversation holds its one answered message, then this one.
describe.each(testDatabaseKinds())('GET /api/ai/letters/{id} on %s', (kind) => {
  const t = appFor(kind);
  const s = peopleFor(kind, t);
  const chat = (c: { headers: Record<string, string> }, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/ai/chat', headers: c.headers, payload: payload as never });

  it('drafts a letter with the letter engine, readable at letterUrl by its owner only', async () => {
    const res = await chat(s.person, { message: 'Please write a dispute letter about Midland', files: [] });
    const { reply } = res.json();
    expect(reply.letterGenerated).toBe(true);
    expect(reply.content).toContain(aiAssistantMessages.approvalNote);
    const letter = await t.app.inject({ url: reply.letterUrl, headers: s.person.headers });
    expect(letter.statusCode).toBe(200);
    expect(letter.headers['content-type']).toMatch(/^text\/plain/);
    expect(letter.body).toContain('Midland Credit Management');
    expect(letter.body).not.toContain('88124417');
    expect((await t.app.inject({ url: reply.letterUrl, headers: s.other.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: reply.letterUrl })).statusCode).toBe(401);

    const conversation = await t.app.inject({
      url: `/api/ai/conversation/${s.person.userId}`,
      headers: s.person.headers,
    });
    const entries = conversation.json();
    expect(entries.map((e: { role: string }) => e.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(entries[0].attachments).toEqual([
      expect.objectContaining({
        documentId: s.letterDocId,
        name: 'experian-results.pdf',
        type: 'application/pdf',
      }),
    ]);
  });
});
