import { supportLimits, supportMessages, supportTiming } from '@app/contracts/support.contract';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories/users';
import { useSharedRows } from '../../../test/file-rows';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { type DatabaseKind, testDatabaseKinds } from '../../../test/test-database';

type Caller = { userId: number; headers: Record<string, string> };

const appFor = useFileTestApps({}, { seed: false });
const people = useSharedRows(appFor, async (t) => ({
  client: (await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER')) as Caller,
  other: (await createSignedInUser(t.app, t.db, 'BETA_TESTER')) as Caller,
  admin: (await createSignedInUser(t.app, t.db, 'ADMIN')) as Caller,
}));

function setup(kind: DatabaseKind) {
  const { t, rows: p } = people(kind);
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as never, headers });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  async function startAs(caller: Caller) {
    const res = await post('/api/support/chat/start', { userId: caller.userId }, caller.headers);
    expect(res.statusCode).toBe(201);
    return res.json().sessionId as string;
  }

  async function startAnonymously() {
    const res = await post('/api/support/chat/start', { userId: null });
    expect(res.statusCode).toBe(201);
    const cookie = res.cookies.find((c) => c.name === 'support_chat_key');
    expect(cookie?.httpOnly).toBe(true);
    return {
      sessionId: res.json().sessionId as string,
      headers: { cookie: `support_chat_key=${cookie?.value}` },
    };
  }
  return { t, p, post, get, startAs, startAnonymously };
}

describe.each(testDatabaseKinds())('POST /api/support/chat/start on %s', (kind) => {
  const { p, post, get, startAnonymously } = setup(kind);

  it('greets at confidence 0.95 with an unguessable session id, saying it is the built-in assistant', async () => {
    const res = await post('/api/support/chat/start', { userId: p.client.userId }, p.client.headers);
    const body = res.json();
    expect(body.sessionId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(body).toMatchObject({ status: 'ACTIVE', engine: 'builtin' });
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0]).toMatchObject({ sender: 'AI', confidence: supportTiming.greetingConfidence });
    expect(body.messages[0].message).toMatch(/not a person/);
  });

  it('binds an anonymous chat to the browser that opened it', async () => {
    const mine = await startAnonymously();
    const theirs = await startAnonymously();
    const ask = (headers: Record<string, string>) =>
      post(
        '/api/support/chat/message',
        { sessionId: mine.sessionId, message: 'How do I cancel my plan?' },
        headers,
      );
    expect((await ask(mine.headers)).statusCode).toBe(200);
    expect((await ask(theirs.headers)).statusCode).toBe(404);
    expect((await ask({})).statusCode).toBe(404);
    expect((await ask(p.client.headers)).statusCode).toBe(404);
    const transcript = (await get(`/api/support/chat/${mine.sessionId}/messages`, mine.headers)).json();
    expect(transcript.messages.map((m: { sender: string }) => m.sender)).toEqual(['AI', 'USER', 'AI']);
  });
});

describe.each(testDatabaseKinds())('POST /api/support/chat/message on %s', (kind) => {
  const { p, post, startAs } = setup(kind);

  it('answers from a help article, quoting it with a link, confident and calm', async () => {
    const sessionId = await startAs(p.client);
    const res = await post(
      '/api/support/chat/message',
      { sessionId, message: 'How long does a dispute investigation take?', userId: p.client.userId },
      p.client.headers,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.source).toEqual({
      title: 'How long does a dispute take?',
      url: '/help/how-long-does-a-dispute-take',
    });
    expect(body.response).toContain('How long does a dispute take?');
    expect(body.response).toMatch(/30 days/);
    expect(body.confidence).toBeGreaterThanOrEqual(0.5);
    expect(body.sentiment).toBe(0);
    expect(body.escalationSuggested).toBe(false);
    expect(body.engine).toBe('builtin');
  });

  it('answers from the Learning Center too', async () => {
    const sessionId = await startAs(p.client);
    const body = (
      await post(
        '/api/support/chat/message',
        { sessionId, message: 'What is AnnualCreditReport.com for?' },
        p.client.headers,
      )
    ).json();
    expect(body.source?.url).toMatch(/^\/(education|help)\//);
  });

  it('suggests a person when asked, when upset, or when nothing matches', async () => {
    const sessionId = await startAs(p.client);
    const ask = async (message: string) =>
      (await post('/api/support/chat/message', { sessionId, message }, p.client.headers)).json();
    const human = await ask('I want to talk to a human');
    expect(human.escalationSuggested).toBe(true);
    expect(human.response).toMatch(/program/);
    const upset = await ask('This is terrible and I am furious, nothing works');
    expect(upset.sentiment).toBeLessThan(0);
    expect(upset.escalationSuggested).toBe(true);
    const unknown = await ask('xylophone quantum zebra');
    expect(unknown.confidence).toBeLessThan(0.5);
    expect(unknown.source).toBeNull();
    expect(unknown.escalationSuggested).toBe(true);
  });

  it('refuses empty, blank and over-long messages naming the field', async () => {
    const sessionId = await startAs(p.client);
    for (const message of ['', '   \n ', 'x'.repeat(supportLimits.messageMaxLength + 1)]) {
      const res = await post('/api/support/chat/message', { sessionId, message }, p.client.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details[0].field).toBe('body.message');
    }
    const ok = await post(
      '/api/support/chat/message',
      { sessionId, message: 'x'.repeat(supportLimits.messageMaxLength) },
      p.client.headers,
    );
    expect(ok.statusCode).toBe(200);
  });
});

describe.each(testDatabaseKinds())('GET /api/support/chat/{sessionId}/messages on %s', (kind) => {
  const { p, post, get, startAs, startAnonymously } = setup(kind);

  it('keeps a person’s chat theirs: another person, an anonymous browser and a stranger id get 404', async () => {
    const sessionId = await startAs(p.client);
    const message = { sessionId, message: 'hello' };
    expect((await post('/api/support/chat/message', message, p.other.headers)).statusCode).toBe(404);
    expect((await post('/api/support/chat/message', message)).statusCode).toBe(404);
    expect((await get(`/api/support/chat/${sessionId}/messages`, p.other.headers)).statusCode).toBe(404);
    expect((await get(`/api/support/chat/${sessionId}/messages`)).statusCode).toBe(404);
    expect((await get(`/api/support/chat/${sessionId}/messages`, p.client.headers)).statusCode).toBe(200);
    const anonymous = await startAnonymously();
    expect((await get(`/api/support/chat/${sessionId}/messages`, anonymous.headers)).statusCode).toBe(404);
    // Claiming someone else's id in the body is refused too.
    expect(
      (await post('/api/support/chat/start', { userId: p.client.userId }, p.other.headers)).statusCode,
    ).toBe(404);
    expect((await post('/api/support/chat/start', { userId: p.client.userId })).statusCode).toBe(404);
  });

  it('stores chat text as typed and answers it as JSON text, never as markup', async () => {
    const sessionId = await startAs(p.client);
    const message = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    await post('/api/support/chat/message', { sessionId, message }, p.client.headers);
    const res = await get(`/api/support/chat/${sessionId}/messages`, p.client.headers);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().messages[1].message).toBe(message);
  });

  it('answers an unchanged transcript poll with 304, and a changed one in full', async () => {
    const sessionId = await startAs(p.client);
    const first = await get(`/api/support/chat/${sessionId}/messages`, p.client.headers);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get(`/api/support/chat/${sessionId}/messages`, {
      ...p.client.headers,
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    await post('/api/support/chat/message', { sessionId, message: 'billing' }, p.client.headers);
    const changed = await get(`/api/support/chat/${sessionId}/messages`, {
      ...p.client.headers,
      'if-none-match': etag,
    });
    expect(changed.statusCode).toBe(200);
    // Someone else holding the tag still gets 404, never a 304 that would confirm the chat exists.
    expect(
      (await get(`/api/support/chat/${sessionId}/messages`, { ...p.other.headers, 'if-none-match': etag }))
        .statusCode,
    ).not.toBe(304);
  });
});

describe.each(testDatabaseKinds())('POST /api/support/tickets on %s', (kind) => {
  const { p, post, get, startAs } = setup(kind);

  it('creates a ticket that escalates the chat, and says so in it', async () => {
    const sessionId = await startAs(p.client);
    const res = await post(
      '/api/support/tickets',
      {
        title: 'Dispute question',
        description: 'My letter was delivered two weeks ago.',
        customerInfo: { name: 'Casey Bennett', email: 'casey@example.com' },
        sessionId,
        userId: p.client.userId,
      },
      p.client.headers,
    );
    expect(res.statusCode).toBe(201);
    const { ticketNumber, ticket } = res.json();
    expect(ticketNumber).toMatch(/^ST-\d{6}$/);
    expect(ticket).toMatchObject({
      priority: 'MEDIUM',
      category: 'GENERAL',
      status: 'OPEN',
      userId: p.client.userId,
    });
    const transcript = (await get(`/api/support/chat/${sessionId}/messages`, p.client.headers)).json();
    expect(transcript.status).toBe('ESCALATED');
    expect(transcript.ticketNumber).toBe(ticketNumber);
    expect(transcript.messages.at(-1).message).toContain(`Ticket #${ticketNumber}`);
  });

  it('refuses a ticket with a blank title, description, name or email, naming the field', async () => {
    const valid = {
      title: 'Help',
      description: 'Please help',
      customerInfo: { name: 'Robin', email: 'robin@example.com', phone: '' },
    };
    const cases: [unknown, string, string][] = [
      [{ ...valid, title: '  ' }, 'body.title', supportMessages.titleRequired],
      [{ ...valid, description: '' }, 'body.description', supportMessages.descriptionRequired],
      [
        { ...valid, customerInfo: { ...valid.customerInfo, name: ' ' } },
        'body.customerInfo.name',
        supportMessages.nameRequired,
      ],
      [
        { ...valid, customerInfo: { ...valid.customerInfo, email: '' } },
        'body.customerInfo.email',
        supportMessages.emailRequired,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await post('/api/support/tickets', payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.details).toContainEqual({ field, message });
    }
    expect((await post('/api/support/tickets', valid)).statusCode).toBe(201);
  });
});

describe.each(testDatabaseKinds())('POST /api/support/chat/satisfaction on %s', (kind) => {
  const { p, post, get, startAs } = setup(kind);

  it('takes a rating of 1 to 5 stars from the chat’s owner only', async () => {
    const sessionId = await startAs(p.client);
    expect(
      (await post('/api/support/chat/satisfaction', { sessionId, rating: 6 }, p.client.headers)).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/support/chat/satisfaction', { sessionId, rating: 0 }, p.client.headers)).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/support/chat/satisfaction', { sessionId, rating: 4 }, p.other.headers)).statusCode,
    ).toBe(404);
    const ok = await post('/api/support/chat/satisfaction', { sessionId, rating: 4 }, p.client.headers);
    expect(ok.json()).toEqual({ sessionId, rating: 4 });
    const transcript = (await get(`/api/support/chat/${sessionId}/messages`, p.client.headers)).json();
    expect(transcript.customerSatisfaction).toBe(4);
  });
});

describe.each(testDatabaseKinds())('GET /api/support/articles/{slug} on %s', (kind) => {
  const { p, get } = setup(kind);

  it('serves a published help article to anyone, and no unpublished one', async () => {
    expect((await get('/api/support/articles/how-support-works')).json().title).toMatch(/How support works/);
    expect((await get('/api/support/articles/no-such-article')).statusCode).toBe(404);
    void p.admin;
  });
});
