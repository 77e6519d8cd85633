import { supportMessages } from '@app/contracts/support.contract';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories/users';
import { useSharedRows } from '../../../test/file-rows';
import { concreteUrl } from '../../../test/route-requests';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { type DatabaseKind, testDatabaseKinds } from '../../../test/test-database';

type Caller = { userId: number; headers: Record<string, string> };

const appFor = useFileTestApps({}, { seed: false });
// Shared by the describes: one escalated chat with its ticket, found by the search describe
// (conversationId), then answered and edited by the ones after it.
const people = useSharedRows(appFor, async (t) => {
  const client: Caller = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
  const admin: Caller = await createSignedInUser(t.app, t.db, 'ADMIN');
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/support/chat/start',
    payload: { userId: null },
    headers: client.headers,
  });
  const sessionId: string = start.json().sessionId;
  await t.app.inject({
    method: 'POST',
    url: '/api/support/chat/message',
    payload: { sessionId, message: 'Zebra question for a human please' },
    headers: client.headers,
  });
  const ticket = await t.app.inject({
    method: 'POST',
    url: '/api/support/tickets',
    headers: client.headers,
    payload: {
      title: 'Zebra ticket',
      description: 'Details',
      priority: 'HIGH',
      customerInfo: { name: 'Casey Zebra', email: 'zebra@example.com' },
      sessionId,
    },
  });
  const ticketId: number = ticket.json().ticket.id;
  return { client, admin, sessionId, ticketId, conversationId: 0 };
});

function setup(kind: DatabaseKind) {
  const { t, rows: p } = people(kind);
  const get = (url: string, c: { headers: Record<string, string> } = { headers: {} }) =>
    t.app.inject({ url, headers: c.headers });
  const put = (url: string, payload: unknown, c: { headers: Record<string, string> }) =>
    t.app.inject({ method: 'PUT', url, payload: payload as never, headers: c.headers });
  return { t, p, get, put };
}

describe.each(testDatabaseKinds())('GET /api/support/admin/conversations on %s', (kind) => {
  const { t, p, get } = setup(kind);

  it('lets only admins in: a client gets 403 on every admin and PUT route, nobody signed out 401', async () => {
    const routes = t.app.declaredRoutes.filter(
      (r) =>
        r.url.startsWith('/api/support/admin') || (r.url.startsWith('/api/support/') && r.method === 'PUT'),
    );
    expect(routes.length).toBeGreaterThanOrEqual(11);
    for (const route of routes) {
      expect(route.access, `${route.method} ${route.url}`).toBe('admin');
      if (route.url.endsWith('/events')) continue;
      const req = {
        method: route.method as 'GET',
        url: concreteUrl(route),
        payload: route.method === 'GET' ? undefined : {},
      };
      expect((await t.app.inject({ ...req, headers: p.client.headers })).statusCode, route.url).toBe(403);
      expect((await t.app.inject(req)).statusCode, route.url).toBe(401);
    }
  });

  it('finds the conversation by search, status and priority on the server, paginated', async () => {
    const page = (
      await get('/api/support/admin/conversations?search=zebra&status=ESCALATED&priority=HIGH', p.admin)
    ).json();
    expect(page.total).toBe(1);
    const [c] = page.items;
    p.conversationId = c.id;
    expect(c).toMatchObject({
      sessionId: p.sessionId,
      status: 'ESCALATED',
      priority: 'HIGH',
      ticketNumber: expect.stringMatching(/^ST-/),
    });
    expect(
      (await get('/api/support/admin/conversations?search=zebra&status=RESOLVED', p.admin)).json().total,
    ).toBe(0);
    expect(
      (await get('/api/support/admin/conversations?search=zebra&priority=LOW', p.admin)).json().total,
    ).toBe(0);
    expect(
      (await get('/api/support/admin/conversations?pageSize=1&page=1', p.admin)).json().items,
    ).toHaveLength(1);
    expect((await get('/api/support/admin/conversations?status=WAITING', p.admin)).statusCode).toBe(400);
    const tickets = (
      await get('/api/support/admin/tickets?search=zebra&status=OPEN&priority=HIGH', p.admin)
    ).json();
    expect(tickets.items.map((x: { id: number }) => x.id)).toEqual([p.ticketId]);
    expect((await get('/api/support/admin/tickets?search=zebra&status=CLOSED', p.admin)).json().total).toBe(
      0,
    );
  });
});

describe.each(testDatabaseKinds())('POST /api/support/admin/conversations/{id}/reply on %s', (kind) => {
  const { t, p, get } = setup(kind);

  it('shows the transcript, takes an admin reply that reaches the person’s chat', async () => {
    const detail = (await get(`/api/support/admin/conversations/${p.conversationId}`, p.admin)).json();
    expect(detail.messages.map((m: { sender: string }) => m.sender)).toEqual(['AI', 'USER', 'AI', 'AI']);
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/support/admin/conversations/${p.conversationId}/reply`,
      headers: p.admin.headers,
      payload: { message: 'Hi, I am Avery from support.' },
    });
    expect(reply.statusCode).toBe(200);
    const transcript = (await get(`/api/support/chat/${p.sessionId}/messages`, p.client)).json();
    expect(transcript.messages.at(-1)).toMatchObject({
      sender: 'ADMIN',
      message: 'Hi, I am Avery from support.',
    });
    expect((await get('/api/support/admin/conversations/999999', p.admin)).statusCode).toBe(404);
  });
});

describe.each(testDatabaseKinds())('PUT /api/support/tickets/{id} on %s', (kind) => {
  const { p, put } = setup(kind);

  it('edits a conversation and the whole ticket', async () => {
    const c = await put(
      `/api/support/conversations/${p.conversationId}`,
      { status: 'RESOLVED', priority: 'LOW', summary: 'Answered.' },
      p.admin,
    );
    expect(c.statusCode).toBe(200);
    expect(c.json()).toMatchObject({ status: 'RESOLVED', priority: 'LOW', summary: 'Answered.' });
    expect(
      (await put(`/api/support/conversations/${p.conversationId}`, { status: 'WAITING' }, p.admin))
        .statusCode,
    ).toBe(400);
    const whole = {
      title: 'Zebra ticket (edited)',
      description: 'More details',
      status: 'WAITING_CUSTOMER',
      priority: 'URGENT',
      category: 'DISPUTE_HELP',
      customerInfo: { name: 'Casey Zebra', email: 'casey.zebra@example.com', phone: '555-0100' },
    };
    const ticket = await put(`/api/support/tickets/${p.ticketId}`, whole, p.admin);
    expect(ticket.statusCode).toBe(200);
    expect(ticket.json()).toMatchObject(whole);
    const blank = await put(`/api/support/tickets/${p.ticketId}`, { title: ' ' }, p.admin);
    expect(blank.json().error.details).toContainEqual({
      field: 'body.title',
      message: supportMessages.titleRequired,
    });
    expect((await put('/api/support/tickets/999999', { status: 'OPEN' }, p.admin)).statusCode).toBe(404);
  });
});

describe.each(testDatabaseKinds())('GET /api/support/admin/metrics on %s', (kind) => {
  const { t, p, get } = setup(kind);

  it('computes the figures from the conversations and tickets', async () => {
    const m = (await get('/api/support/admin/metrics', p.admin)).json();
    expect(m.totalConversations).toBeGreaterThanOrEqual(1);
    expect(m.escalationRate).toBeGreaterThan(0);
    expect(m.resolutionRate).toBeGreaterThan(0);
    expect(m.averageResponseTime).not.toBeNull();
    expect(m.averageResponseTime).toBeGreaterThanOrEqual(0);
    const etag = (await get('/api/support/admin/metrics', p.admin)).headers.etag as string;
    expect(
      (
        await t.app.inject({
          url: '/api/support/admin/metrics',
          headers: { ...p.admin.headers, 'if-none-match': etag },
        })
      ).statusCode,
    ).toBe(304);
  });
});

describe.each(testDatabaseKinds())('POST /api/support/admin/articles on %s', (kind) => {
  const { t, p, get, put } = setup(kind);

  it('publishes knowledge base articles to the assistant at once, and unpublishes them', async () => {
    const ask = async () => {
      const s = (
        await t.app.inject({
          method: 'POST',
          url: '/api/support/chat/start',
          payload: {},
          headers: p.client.headers,
        })
      ).json().sessionId;
      return (
        await t.app.inject({
          method: 'POST',
          url: '/api/support/chat/message',
          payload: { sessionId: s, message: 'Is there a notary stamp?' },
          headers: p.client.headers,
        })
      ).json();
    };
    expect((await ask()).source).toBeNull();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/support/admin/articles',
      headers: p.admin.headers,
      payload: {
        title: 'Notary stamp service',
        body: 'We offer a **notary stamp** service for dispute letters at no cost.',
        category: 'GENERAL',
        published: true,
      },
    });
    expect(created.statusCode).toBe(201);
    const article = created.json();
    expect(article.slug).toBe('notary-stamp-service');
    const found = await ask();
    expect(found.source).toEqual({ title: 'Notary stamp service', url: '/help/notary-stamp-service' });
    expect(found.confidence).toBeGreaterThanOrEqual(0.5);
    const off = await put(`/api/support/admin/articles/${article.id}`, { published: false }, p.admin);
    expect(off.json().published).toBe(false);
    expect((await ask()).source).toBeNull();
    expect((await get('/api/support/articles/notary-stamp-service')).statusCode).toBe(404);
    const list = (await get('/api/support/admin/articles', p.admin)).json();
    expect(list.length).toBeGreaterThanOrEqual(9);
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/support/admin/articles',
      headers: p.admin.headers,
      payload: { title: '', body: 'x' },
    });
    expect(blank.statusCode).toBe(400);
  });
});
