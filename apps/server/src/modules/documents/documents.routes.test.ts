import { fileMessages } from '@app/contracts/common/base64-file';
import { documentMessages } from '@app/contracts/documents.contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories/users';
import { useSharedRows } from '../../../test/file-rows';
import { expectOwnerOnly } from '../../../test/ownership';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { type DatabaseKind, testDatabaseKinds } from '../../../test/test-database';
import { docxOf, lyingDocxBomb } from '../../../test/word-files';
import { chatDocuments } from '../../db/schema';
import { bureauResponseText, documentPdf, payStubText } from './sample-documents';

type Caller = { userId: number; headers: Record<string, string> };
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// A quota of 1 MB a person, so one test can fill it; every other person's files here are a few kilobytes.
const appFor = useFileTestApps({ DOCUMENT_QUOTA_MB: '1' }, { seed: false });
// Shared by the describes: the client's vault fills as the file goes, and later describes read it.
const people = useSharedRows(appFor, async (t) => ({
  client: await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER'),
  other: await createSignedInUser(t.app, t.db, 'BETA_TESTER'),
  admin: await createSignedInUser(t.app, t.db, 'ADMIN'),
  letter: await documentPdf(bureauResponseText('Casey Client', 'November 2, 2026'), 2),
}));

function setup(kind: DatabaseKind) {
  const { t, rows: p } = people(kind);
  const upload = (c: { headers: Record<string, string> }, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/chat/upload', headers: c.headers, payload });
  const file = (fileName: string, bytes: Buffer, over: Record<string, unknown> = {}) => ({
    userId: p.client.userId,
    fileName,
    fileData: bytes.toString('base64'),
    ...over,
  });
  const list = async (c: Caller, userId = c.userId) =>
    (await t.app.inject({ url: `/api/chat/documents/${userId}`, headers: c.headers })).json();
  const stored = async () =>
    (
      await t.db.db
        .select({ id: chatDocuments.id })
        .from(chatDocuments)
        .where(eq(chatDocuments.userId, p.client.userId))
    ).length;
  return { t, p, upload, file, list, stored };
}

describe.each(testDatabaseKinds())('POST /api/chat/upload on %s', (kind) => {
  const { t, p, upload, file, list, stored } = setup(kind);

  it('stores an upload sealed, reads its text and tags it as a bureau response', async () => {
    const res = await upload(
      p.client,
      file('experian-results.pdf', p.letter, { fileType: 'text/html', fileSize: 1 }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      userId: p.client.userId,
      fileName: 'experian-results.pdf',
      fileType: 'application/pdf',
      fileSize: p.letter.length,
      status: 'PENDING_REVIEW',
      documentType: 'OTHER',
      uploadedBy: 'CLIENT',
    });
    const [row] = await t.db.db.select().from(chatDocuments).where(eq(chatDocuments.id, res.json().id));
    expect(row?.contentSealed.startsWith('v1.')).toBe(true);
    expect(row?.contentSealed).not.toContain(p.letter.toString('base64').slice(0, 40));
    expect(row?.storedName).toMatch(/^[0-9a-f]{32}$/);

    await t.app.services.documents.readingsSettled();
    const [doc] = await list(p.client);
    expect(doc.extractionStatus).toBe('DONE');
    expect(doc.extractedText).toContain('reinvestigation');
    const names = doc.smartTags.map((s: { name: string }) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Bureau response', 'Experian', 'PDF text']));
    expect(doc.confidence).toBeGreaterThanOrEqual(0.6);
    expect(doc.needsReview).toBe(false);
  });

  it('reads the words of a Word file and tags it by them', async () => {
    const docx = await docxOf(bureauResponseText('Casey Client', 'November 2, 2026').split('\n'));
    const res = await upload(p.client, file('equifax-answer.docx', docx));
    expect(res.statusCode).toBe(201);
    expect(res.json().fileType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    await t.app.services.documents.readingsSettled();
    const doc = (await list(p.client)).find((d: { id: number }) => d.id === res.json().id);
    expect(doc.extractionStatus).toBe('DONE');
    expect(doc.extractedText).toContain('reinvestigation');
    const names = doc.smartTags.map((s: { name: string }) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Bureau response', 'Word document']));
  });

  it('keeps a Word bomb whose headers lie about its size, unread, without inflating it', async () => {
    const bomb = await lyingDocxBomb(100);
    const res = await upload(p.client, file('letter.docx', bomb));
    expect(res.statusCode).toBe(201);
    await t.app.services.documents.readingsSettled();
    const doc = (await list(p.client)).find((d: { id: number }) => d.id === res.json().id);
    expect(doc.extractionStatus).toBe('FAILED');
    expect(doc.extractedText ?? '').toBe('');
  });

  it('guesses the document type from the first matching word in the file name', async () => {
    const res = await upload(
      p.client,
      file('Pay stub October.pdf', await documentPdf(payStubText('Casey', '10/15/2026'))),
    );
    expect(res.json().documentType).toBe('PAYSTUB');
    const named = await upload(p.client, file('bureau-letter.png', png));
    expect(named.json()).toMatchObject({ documentType: 'BUREAU_RESPONSE', fileType: 'image/png' });
  });

  it('refuses each bad file with a 400 naming the problem, and stores nothing', async () => {
    const before = await stored();
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const cases: [Record<string, unknown>, string, string][] = [
      [
        {
          userId: p.client.userId,
          fileName: 'a.pdf',
          fileSize: 10,
          fileType: 'application/pdf',
          documentType: 'OTHER',
          uploadedBy: 'client',
        },
        'body.fileData',
        fileMessages.missing,
      ],
      [file('empty.pdf', Buffer.alloc(0)), 'body.fileData', documentMessages.empty],
      [
        file('big.pdf', Buffer.concat([p.letter, Buffer.alloc(10 * 1024 * 1024)])),
        'body.fileData',
        documentMessages.tooLarge,
      ],
      [file('page.pdf', html), 'body.fileData', documentMessages.notAllowed],
      [file('picture.pdf', svg), 'body.fileData', documentMessages.notAllowed],
      [file('photo.pdf', png), 'body.fileData', documentMessages.typeMismatch],
      [file('../etc/passwd.pdf', p.letter), 'body.fileName', documentMessages.namePath],
      [file('folder\\letter.pdf', p.letter), 'body.fileName', documentMessages.namePath],
      [file('letter\u0000.pdf', p.letter), 'body.fileName', documentMessages.nameControl],
      [file(`${'a'.repeat(296)}.pdf`, p.letter), 'body.fileName', documentMessages.nameTooLong],
      [file('letter.html.pdf', p.letter), 'body.fileName', documentMessages.doubleExtension],
      [file('letter.exe', p.letter), 'body.fileName', documentMessages.nameExtension],
      [
        file('letter.pdf', p.letter, { fileData: 'data:application/pdf;base64,AAAA' }),
        'body.fileData',
        fileMessages.notWhole,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await upload(p.client, payload);
      expect(res.statusCode, String(payload.fileName)).toBe(400);
      expect(res.json().error.details[0]).toMatchObject({ field, message });
    }
    expect(await stored()).toBe(before);
  });

  it('answers 413 once a person’s documents would pass the quota, and stores nothing', async () => {
    const client = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    const pdf = Buffer.concat([await documentPdf('Quota test'), Buffer.alloc(600 * 1024)]);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/chat/upload',
        headers: client.headers,
        payload: { fileName: 'statement.pdf', fileData: pdf.toString('base64') },
      });
    expect((await send()).statusCode).toBe(201);
    const full = await send();
    expect(full.statusCode).toBe(413);
    expect(full.json().error).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      details: [{ field: 'body.fileData' }],
    });
    await t.app.services.documents.readingsSettled();
  });
});

describe.each(testDatabaseKinds())('GET /api/chat/documents/{userId} on %s', (kind) => {
  const { t, p, list } = setup(kind);

  it('lets only the owner and admins list, view or download a document', async () => {
    const id = (await list(p.client))[0].id as number;
    for (const url of [
      `/api/chat/documents/${p.client.userId}`,
      `/api/chat/documents/view/${id}`,
      `/api/chat/documents/download/${id}`,
    ])
      await expectOwnerOnly(
        t.app,
        { method: 'GET', url },
        { owner: p.client, other: p.other, admin: p.admin },
      );
    expect(
      (await t.app.inject({ url: `/api/chat/documents/${p.admin.userId}`, headers: p.admin.headers }))
        .statusCode,
    ).toBe(404);
  });
});

describe.each(testDatabaseKinds())('GET /api/chat/documents/download/{id} on %s', (kind) => {
  const { t, p, list } = setup(kind);

  it('downloads with the stored type, as an attachment, never sniffed; view opens inline', async () => {
    const doc = (await list(p.client)).find(
      (d: { fileName: string }) => d.fileName === 'experian-results.pdf',
    );
    const res = await t.app.inject({
      url: `/api/chat/documents/download/${doc.id}`,
      headers: p.client.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="experian-results\.pdf"/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(p.letter)).toBe(true);
    const view = await t.app.inject({ url: `/api/chat/documents/view/${doc.id}`, headers: p.client.headers });
    expect(view.headers['content-disposition']).toMatch(/^inline;/);
  });
});

describe.each(testDatabaseKinds())('PATCH /api/admin/documents/{id}/review on %s', (kind) => {
  const { t, p, upload, file } = setup(kind);

  it('lets an admin share a document with a client, and verify or reject one with a reason', async () => {
    const shared = await upload(p.admin, file('Statement from bank.pdf', p.letter));
    expect(shared.json()).toMatchObject({
      userId: p.client.userId,
      uploadedBy: 'ADMIN',
      documentType: 'FINANCIAL_DOCUMENT',
    });
    const review = (c: Caller, body: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/documents/${shared.json().id}/review`,
        headers: c.headers,
        payload: body as never,
      });
    expect((await review(p.client, { status: 'VERIFIED' })).statusCode).toBe(403);
    const noReason = await review(p.admin, { status: 'REJECTED' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.details[0]).toMatchObject({
      field: 'body.reason',
      message: documentMessages.rejectReasonRequired,
    });
    const rejected = await review(p.admin, { status: 'REJECTED', reason: 'The page is cut off' });
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', reviewNote: 'The page is cut off' });
    expect((await review(p.admin, { status: 'VERIFIED' })).json()).toMatchObject({
      status: 'VERIFIED',
      reviewNote: null,
    });
    expect((await review(p.admin, { status: 'PENDING_REVIEW' })).statusCode).toBe(400);
  });
});

describe.each(testDatabaseKinds())('POST /api/documents/tags on %s', (kind) => {
  const { t, p, list } = setup(kind);

  it('manages custom tags and counts their use; duplicates answer "Tag already exists"', async () => {
    const tag = (c: Caller, body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/documents/tags',
        headers: c.headers,
        payload: body as never,
      });
    const created = await tag(p.client, { name: 'Round 2', category: 'PURPOSE', color: 'blue' });
    expect(created.statusCode).toBe(201);
    for (const name of ['round 2', 'Bureau response']) {
      const dup = await tag(p.client, { name, category: 'PURPOSE' });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().error.message).toBe(documentMessages.tagExists);
    }
    // Another person may name a tag the same: tags are each person's own.
    expect((await tag(p.other, { name: 'Round 2', category: 'PURPOSE' })).statusCode).toBe(201);

    const doc = (await list(p.client)).find(
      (d: { fileName: string }) => d.fileName === 'experian-results.pdf',
    );
    const patch = (c: Caller, customTags: string[]) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/documents/${doc.id}/tags`,
        headers: c.headers,
        payload: { customTags },
      });
    expect((await patch(p.client, ['Round 2'])).json().customTags).toEqual(['Round 2']);
    const twice = await patch(p.client, ['Round 2', 'round 2']);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.details[0]).toMatchObject({
      field: 'body.customTags.1',
      message: documentMessages.tagExists,
    });
    expect((await patch(p.other, ['mine now'])).statusCode).toBe(404);

    const tags = (await t.app.inject({ url: '/api/documents/tags', headers: p.client.headers })).json();
    const count = (name: string) => tags.find((x: { name: string }) => x.name === name)?.usageCount;
    expect(count('Round 2')).toBe(1);
    const carrying = (await list(p.client)).filter((d: { smartTags: { name: string }[] }) =>
      d.smartTags.some((s) => s.name === 'Bureau response'),
    );
    expect(carrying.length).toBeGreaterThan(0);
    expect(count('Bureau response')).toBe(carrying.length);
    expect(tags.find((x: { name: string }) => x.name === 'Bureau response').isSystemTag).toBe(true);

    const del = (c: Caller) =>
      t.app.inject({ method: 'DELETE', url: `/api/documents/tags/${created.json().id}`, headers: c.headers });
    expect((await del(p.other)).statusCode).toBe(404);
    expect((await del(p.client)).statusCode).toBe(204);
  });
});

describe.each(testDatabaseKinds())('GET /api/documents/search on %s', (kind) => {
  const { t, p } = setup(kind);

  it('searches the extracted text and tags of one’s own documents only', async () => {
    const search = async (c: Caller, q: string) =>
      (
        await t.app.inject({ url: `/api/documents/search?q=${encodeURIComponent(q)}`, headers: c.headers })
      ).json();
    const names = (docs: { fileName: string }[]) => docs.map((d) => d.fileName);
    expect(names(await search(p.client, 'reinvestigation'))).toContain('experian-results.pdf');
    expect(names(await search(p.client, 'Round 2'))).toEqual(['experian-results.pdf']);
    expect(await search(p.other, 'reinvestigation')).toEqual([]);
    const asAdmin = await t.app.inject({
      url: `/api/documents/search?q=midland&userId=${p.client.userId}`,
      headers: p.admin.headers,
    });
    expect(names(asAdmin.json())).toContain('experian-results.pdf');
    const probe = await t.app.inject({
      url: `/api/documents/search?q=midland&userId=${p.client.userId}`,
      headers: p.other.headers,
    });
    expect(probe.statusCode).toBe(404);
  });
});
