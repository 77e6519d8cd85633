import type { TeamRole } from '@app/contracts/team-roles';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { anOrganization } from '../../../test/factories/organizations';
import { aPerson, createSignedInUser } from '../../../test/factories/users';
import { useSharedRows } from '../../../test/file-rows';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';

// The team on the work its role names, on routes that act on a record by its own id (the access
// matrix asks the routes named by a person's id): a specialist reaches their own clients' records
// only, a processor every client's uploads and bureau answers but no conversation, sales none;
// another organization's records do not exist for anyone.
const appFor = useFileTestApps({}, { seed: false });
type Caller = Awaited<ReturnType<typeof createSignedInUser>>;

const rowsFor = useSharedRows(appFor, async (t) => {
  const member = (teamRole: TeamRole, organizationId?: number) =>
    createSignedInUser(t.app, t.db, 'ADMIN', { teamRole, ...(organizationId ? { organizationId } : {}) });
  const owner = await member('OWNER');
  const specialist = await member('SPECIALIST');
  const processor = await member('PROCESSOR');
  const sales = await member('SALES');
  const own = await aPerson(t.db, 'BETA_TESTER', { assignedSpecialistId: specialist.userId });
  const others = await aPerson(t.db, 'BETA_TESTER');
  const org = await anOrganization(t.db);
  const foreignOwner = await member('OWNER', org.id);
  return { owner, specialist, processor, sales, own, others, foreignOwner };
});

const call = (
  t: { app: TestApp },
  by: Caller,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
) => t.app.inject({ method, url, headers: by.headers, payload: payload as never });

describe.each(testDatabaseKinds())('GET /api/admin/credit-report-uploads/{id}/file on %s', (kind) => {
  const p = rowsFor(kind);
  const { t } = p;

  /** A file kept for the client (not a credit report: kept to be looked at), uploaded by the Owner. */
  async function uploadFor(userId: number) {
    const html = '<html><body><p>Meeting notes</p><p>Bring the forms on Tuesday</p></body></html>';
    const res = await call(t, p.rows.owner, 'POST', '/api/admin/upload-credit-report', {
      userId,
      fileName: 'notes.html',
      fileData: Buffer.from(html).toString('base64'),
    });
    expect(res.statusCode, res.body).toBe(422);
    return res.json().error.details[0].keptUploadId as number;
  }

  it('opens to a specialist for their own client, to a processor for any client; 404 otherwise', async () => {
    const { specialist, processor, sales, own, others, foreignOwner } = p.rows;
    const ownUpload = await uploadFor(own.id);
    const othersUpload = await uploadFor(others.id);
    const file = (by: Caller, id: number) =>
      call(t, by, 'GET', `/api/admin/credit-report-uploads/${id}/file`);
    expect((await file(specialist, ownUpload)).statusCode).toBe(200);
    expect((await file(specialist, othersUpload)).statusCode).toBe(404);
    expect((await file(processor, othersUpload)).statusCode).toBe(200);
    expect((await file(sales, ownUpload)).statusCode).toBe(403);
    expect((await file(foreignOwner, ownUpload)).statusCode).toBe(404);
    // The list of a client's uploads: the same reach.
    const list = (by: Caller, userId: number) =>
      call(t, by, 'GET', `/api/admin/credit-report-uploads?userId=${userId}`);
    expect((await list(specialist, own.id)).statusCode).toBe(200);
    expect((await list(specialist, others.id)).statusCode).toBe(404);
    expect((await list(processor, others.id)).statusCode).toBe(200);
    expect((await list(foreignOwner, own.id)).statusCode).toBe(404);
  });
});

describe.each(testDatabaseKinds())('GET /api/chat/threads on %s', (kind) => {
  const p = rowsFor(kind);
  const { t } = p;

  it('shows a specialist the conversations of their own clients only; a processor has none', async () => {
    const { owner, specialist, processor, own, others } = p.rows;
    const ids = async (by: Caller) =>
      ((await call(t, by, 'GET', '/api/chat/threads')).json() as { userId: number }[]).map((r) => r.userId);
    expect(await ids(specialist)).toEqual([own.id]);
    expect(await ids(owner)).toEqual(expect.arrayContaining([own.id, others.id]));
    expect((await call(t, processor, 'GET', '/api/chat/threads')).statusCode).toBe(403);
  });
});

describe.each(testDatabaseKinds())('POST /api/chat/send on %s', (kind) => {
  const p = rowsFor(kind);
  const { t } = p;

  it('lets a specialist write to their own client on the company’s side; anyone else’s client is 404', async () => {
    const { specialist, processor, own, others, foreignOwner } = p.rows;
    const send = (by: Caller, userId: number) =>
      call(t, by, 'POST', '/api/chat/send', { userId, message: 'Your letters went out today.' });
    const sent = await send(specialist, own.id);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().senderType).toBe('ADMIN');
    expect((await send(specialist, others.id)).statusCode).toBe(404);
    expect((await send(processor, own.id)).statusCode).toBe(404);
    expect((await send(foreignOwner, own.id)).statusCode).toBe(404);
    // A team member has no thread of their own.
    expect((await send(specialist, specialist.userId)).statusCode).toBe(404);
    const read = (by: Caller, userId: number) => call(t, by, 'GET', `/api/chat/messages/${userId}`);
    expect((await read(specialist, own.id)).statusCode).toBe(200);
    expect((await read(specialist, others.id)).statusCode).toBe(404);
    expect((await read(processor, own.id)).statusCode).toBe(404);
  });
});

describe.each(testDatabaseKinds())('POST /api/bureau-responses on %s', (kind) => {
  const p = rowsFor(kind);
  const { t } = p;

  it('is the work of the office, specialists (own clients) and processors; never sales', async () => {
    const { specialist, processor, sales, own, others, foreignOwner } = p.rows;
    // An empty answer: the door and the reach are judged before the body's fields are.
    const answer = (by: Caller, userId: number) => call(t, by, 'POST', '/api/bureau-responses', { userId });
    expect((await answer(sales, own.id)).statusCode).toBe(403);
    expect((await answer(specialist, own.id)).statusCode).toBe(400);
    expect((await answer(processor, others.id)).statusCode).toBe(400);
    expect((await answer(specialist, others.id)).statusCode).toBe(404);
    expect((await answer(foreignOwner, own.id)).statusCode).toBe(404);
  });
});

describe.each(testDatabaseKinds())('GET /api/users on %s', (kind) => {
  const p = rowsFor(kind);
  const { t } = p;

  it('lists a specialist their own clients only, a processor every client and no staff; sales none', async () => {
    const { owner, specialist, processor, sales, own, others } = p.rows;
    const ids = async (by: Caller, query = '') =>
      ((await call(t, by, 'GET', `/api/users?pageSize=50${query}`)).json().items as { id: number }[]).map(
        (u) => u.id,
      );
    expect(await ids(specialist)).toEqual([own.id]);
    const processors = await ids(processor);
    expect(processors).toEqual(expect.arrayContaining([own.id, others.id]));
    expect(processors).not.toContain(owner.userId);
    // The office may still list its staff; the rest of the team asks for them in vain.
    expect(await ids(owner, '&clientsOnly=false')).toContain(specialist.userId);
    expect(await ids(processor, '&clientsOnly=false')).not.toContain(owner.userId);
    expect((await call(t, sales, 'GET', '/api/users')).statusCode).toBe(403);
  });
});

describe.each(testDatabaseKinds())('GET /api/admin/tracking on %s', (kind) => {
  const p = rowsFor(kind);
  const { t } = p;

  it('shows a specialist the letters in the post of their own clients, one client at a time', async () => {
    const { specialist, processor, sales, own, others } = p.rows;
    const page = (by: Caller, userId: number) =>
      call(t, by, 'GET', `/api/admin/tracking?userId=${userId}&page=1&pageSize=10`);
    expect((await page(specialist, own.id)).statusCode).toBe(200);
    expect((await page(specialist, others.id)).statusCode).toBe(404);
    // Every client's list at once is the office's and the processor's.
    const everyone = await page(specialist, 0);
    expect(everyone.statusCode).toBe(400);
    expect(everyone.json().error.details[0].field).toBe('userId');
    expect((await page(processor, 0)).statusCode).toBe(200);
    expect((await page(sales, own.id)).statusCode).toBe(403);
  });
});

describe.each(testDatabaseKinds())('GET /api/bureau-responses/{userId} of a team member on %s', (kind) => {
  const p = rowsFor(kind);
  const { t } = p;

  it('is out of a processor’s and a specialist’s reach: their colleagues’ records are not found', async () => {
    const { owner, specialist, processor, own, others } = p.rows;
    const answers = (by: Caller, userId: number) =>
      call(t, by, 'GET', `/api/bureau-responses/${userId}`).then((r) => r.statusCode);
    expect(await answers(processor, owner.userId)).toBe(404);
    expect(await answers(processor, specialist.userId)).toBe(404);
    expect(await answers(specialist, owner.userId)).toBe(404);
    // Clients stay in reach: any client for the processor, their own for the specialist.
    expect(await answers(processor, others.id)).toBe(200);
    expect(await answers(specialist, own.id)).toBe(200);
    // The office reaches everyone of the organization, colleagues included.
    expect(await answers(owner, processor.userId)).toBe(200);
  });
});
