import { supportLimits, supportMessages, supportTiming } from '@app/contracts/support.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories/users';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';

type Caller = { userId: number; headers: Record<string, string> };

describe.each(testDatabaseKinds())('support chat on %s', (kind) => {
  const t = useTestApp(kind);
  let client: Caller;
  let other: Caller;
  let admin: Caller;
  beforeAll(async () => {
    client = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    other = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
    admin = await createSignedInUser(t.app, t.db, 'ADMIN');
  });

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

  it('greets at confidence 0.95 with an unguessable session id, saying it is the built-in assistant', async () => {
    const res = await post('/api/support/chat/start', { userId: client.userId }, client.headers);
    const body = res.json();
    expect(body.sessionId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(body).toMatchObject({ status: 'ACTIVE', engine: 'builtin' });
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0]).toMatchObject({ sender: 'AI', confidence: supportTiming.greetingConfidence });
    expect(body.messages[0].message).toMatch(/not a person/);
  });

  it('answers from a help article, quoting it with a link, confident and calm', async () => {
    const sessionId = await startAs(client);
    const res = await post(
      '/api/support/chat/message',
      { sessionId, message: 'How long does a dispute investigation take?', userId: client.userId },
      client.headers,
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
    const sessionId = await startAs(client);
    const body = (
      await post(
        '/api/support/chat/message',
        { sessionId, message: 'What is AnnualCreditReport.com for?' },
        client.headers,
      )
    ).json();
    expect(body.source?.url).toMatch(/^\/(education|help)\//);
  });

  it('suggests a person when asked, when upset, or when nothing matches', async () => {
    const sessionId = await startAs(client);
    const ask = async (message: string) =>
      (await post('/api/support/chat/message', { sessionId, message }, client.headers)).json();
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
    const sessionId = await startAs(client);
    for (const message of ['', '   \n ', 'x'.repeat(supportLimits.messageMaxLength + 1)]) {
      const res = await post('/api/support/chat/message', { sessionId, message }, client.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details[0].field).toBe('body.message');
    }
    const ok = await post(
      '/api/support/chat/message',
      { sessionId, message: 'x'.repeat(supportLimits.messageMaxLength) },
      client.headers,
    );
    expect(ok.statusCode).toBe(200);
  });

  it('keeps a person’s chat theirs: another person, an anonymous browser and a stranger id get 404', async () => {
    const sessionId = await startAs(client);
    const message = { sessionId, message: 'hello' };
    expect((await post('/api/support/chat/message', message, other.headers)).statusCode).toBe(404);
    expect((await post('/api/support/chat/message', message)).statusCode).toBe(404);
    expect((await get(`/api/support/chat/${sessionId}/messages`, other.headers)).statusCode).toBe(404);
    expect((await get(`/api/support/chat/${sessionId}/messages`)).statusCode).toBe(404);
    expect((await get(`/api/support/chat/${sessionId}/messages`, client.headers)).statusCode).toBe(200);
    const anonymous = await startAnonymously();
    expect((await get(`/api/support/chat/${sessionId}/messages`, anonymous.headers)).statusCode).toBe(404);
    // Claiming someone else's id in the body is refused too.
    expect((await post('/api/support/chat/start', { userId: client.userId }, other.headers)).statusCode).toBe(
      404,
    );
    expect((await post('/api/support/chat/start', { userId: client.userId })).statusCode).toBe(404);
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
    expect((await ask(client.headers)).statusCode).toBe(404);
    const transcript = (await get(`/api/support/chat/${mine.sessionId}/messages`, mine.headers)).json();
    expect(transcript.messages.map((m: { sender: string }) => m.sender)).toEqual(['AI', 'USER', 'AI']);
  });

  it('creates a ticket that escalates the chat, and says so in it', async () => {
    const sessionId = await startAs(client);
    const res = await post(
      '/api/support/tickets',
      {
        title: 'Dispute question',
        description: 'My letter was delivered two weeks ago.',
        customerInfo: { name: 'Casey Bennett', email: 'casey@example.com' },
        sessionId,
        userId: client.userId,
      },
      client.headers,
    );
    expect(res.statusCode).toBe(201);
    const { ticketNumber, ticket } = res.json();
    expect(ticketNumber).toMatch(/^ST-\d{6}$/);
    expect(ticket).toMatchObject({
      priority: 'MEDIUM',
      category: 'GENERAL',
      status: 'OPEN',
      userId: client.userId,
    });
    const transcript = (await get(`/api/support/chat/${sessionId}/messages`, client.headers)).json();
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

  it('takes a rating of 1 to 5 stars from the chat’s owner only', async () => {
    const sessionId = await startAs(client);
    expect(
      (await post('/api/support/chat/satisfaction', { sessionId, rating: 6 }, client.headers)).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/support/chat/satisfaction', { sessionId, rating: 0 }, client.headers)).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/support/chat/satisfaction', { sessionId, rating: 4 }, other.headers)).statusCode,
    ).toBe(404);
    const ok = await post('/api/support/chat/satisfaction', { sessionId, rating: 4 }, client.headers);
    expect(ok.json()).toEqual({ sessionId, rating: 4 });
    const transcript = (await get(`/api/support/chat/${sessionId}/messages`, client.headers)).json();
    expect(transcript.customerSatisfaction).toBe(4);
  });

  it('stores chat text as typed and answers it as JSON text, never as markup', async () => {
    const sessionId = await startAs(client);
    const message = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    await post('/api/support/chat/message', { sessionId, message }, client.headers);
    const res = await get(`/api/support/chat/${sessionId}/messages`, client.headers);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().messages[1].message).toBe(message);
  });

  it('answers an unchanged transcript poll with 304, and a changed one in full', async () => {
    const sessionId = await startAs(client);
    const first = await get(`/api/support/chat/${sessionId}/messages`, client.headers);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get(`/api/support/chat/${sessionId}/messages`, {
      ...client.headers,
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    await post('/api/support/chat/message', { sessionId, message: 'billing' }, client.headers);
    const changed = await get(`/api/support/chat/${sessionId}/messages`, {
      ...client.headers,
      'if-none-match': etag,
    });
    expect(changed.statusCode).toBe(200);
    // Someone else holding the tag still gets 404, never a 304 that would confirm the chat exists.
    expect(
      (await get(`/api/support/chat/${sessionId}/messages`, { ...other.headers, 'if-none-match': etag }))
        .statusCode,
    ).not.toBe(304);
  });

  it('serves a published help article to anyone, and no unpublished one', async () => {
    expect((await get('/api/support/articles/how-support-works')).json().title).toMatch(/How support works/);
    expect((await get('/api/support/articles/no-such-article')).statusCode).toBe(404);
    void admin;
  });
});
