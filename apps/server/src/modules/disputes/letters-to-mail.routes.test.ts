import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  anAdminAndAContractedClient,
  anAdminDraft,
  collectionsOf,
} from '../../../test/factories/dispute-letters';
import type { createSignedInUser } from '../../../test/factories/users';
import { useFileRows } from '../../../test/file-rows';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';

type Caller = Awaited<ReturnType<typeof createSignedInUser>>;

/** The company's mailing step: choose approved letters, print them with a cover sheet each, in one PDF. */
const appFor = useFileTestApps({}, { seed: false });
const lettersFor = useFileRows(async (t) => {
  const { admin, client } = await anAdminAndAContractedClient(t);
  const ids: Record<'approved' | 'draft' | 'approved2', number> = { approved: 0, draft: 0, approved2: 0 };
  const draft = async (issueId: number, bureau: 'EQUIFAX' | 'EXPERIAN') =>
    (await anAdminDraft(t, admin, { userId: client.userId, issueId, bureau })).id;
  const [first, second] = (await collectionsOf(t, client.userId, ['Midland Credit', 'LVNV Funding'])) as [
    number,
    number,
  ];
  ids.approved = await draft(first, 'EQUIFAX');
  ids.approved2 = await draft(first, 'EXPERIAN');
  ids.draft = await draft(second, 'EQUIFAX');
  for (const id of [ids.approved, ids.approved2]) {
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/disputes/${id}/approve`,
      headers: client.headers,
      payload: { attest: true },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  }
  return { admin, client, ids };
});

describe.each(testDatabaseKinds())('GET /api/admin/letters-to-mail on %s', (kind) => {
  const t = appFor(kind);
  const s = lettersFor(kind, t);
  const get = (url: string, c: Caller = s.admin) => t.app.inject({ url, headers: c.headers });

  it('lists the approved letters the company mails, not the drafts', async () => {
    const res = await get(`/api/admin/letters-to-mail?userId=${s.client.userId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((l: { id: number }) => l.id)).toEqual([s.ids.approved, s.ids.approved2]);
    expect(res.json()[0]).toMatchObject({
      bureau: 'EQUIFAX',
      clientName: expect.stringContaining('Test User'),
    });
  });
});

describe.each(testDatabaseKinds())('GET /api/admin/letters/print on %s', (kind) => {
  const t = appFor(kind);
  const s = lettersFor(kind, t);
  const get = (url: string, c: Caller = s.admin) => t.app.inject({ url, headers: c.headers });

  it('prints the chosen letters in one PDF, each after its cover sheet', async () => {
    const res = await get(`/api/admin/letters/print?ids=${s.ids.approved},${s.ids.approved2}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(res.rawPayload);
    // Two envelopes: a cover sheet and a one-page letter each.
    expect(pdf.getPageCount()).toBe(4);
    expect(pdf.getTitle()).toBe('Letters to mail (2)');
  });

  it('refuses a letter the client has not approved (409), an unknown one (404) and bad ids (400)', async () => {
    const draft = await get(`/api/admin/letters/print?ids=${s.ids.approved},${s.ids.draft}`);
    expect(draft.statusCode).toBe(409);
    expect(draft.json().error.message).toMatch(/^Only letters the client approved are printed/);
    expect((await get('/api/admin/letters/print?ids=99999999')).statusCode).toBe(404);
    const bad = await get('/api/admin/letters/print?ids=1,x');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('ids');
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect((await get(`/api/admin/letters/print?ids=${many}`)).statusCode).toBe(400);
  });

  it('is the admin’s: a client gets 403', async () => {
    expect((await get('/api/admin/letters-to-mail', s.client)).statusCode).toBe(403);
    expect((await get(`/api/admin/letters/print?ids=${s.ids.approved}`, s.client)).statusCode).toBe(403);
  });
});
