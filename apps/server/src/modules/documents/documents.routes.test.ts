import { documentMessages } from '@app/contracts/documents.contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories/users';
import { expectOwnerOnly } from '../../../test/ownership';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { docxOf, lyingDocxBomb } from '../../../test/word-files';
import { chatDocuments } from '../../db/schema';
import { bureauResponseText, documentPdf, payStubText } from './sample-documents';

type Caller = { userId: number; headers: Record<string, string> };
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(testDatabaseKinds())('document vault routes on %s', (kind) => {
  const t = useTestApp(kind);
  let client: Caller;
  let other: Caller;
  let admin: Caller;
  let letter: Buffer;
  beforeAll(async () => {
    client = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    other = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
    admin = await createSignedInUser(t.app, t.db, 'ADMIN');
    letter = await documentPdf(bureauResponseText('Casey Client', 'November 2, 2026'), 2);
  });
  const upload = (c: { headers: Record<string, string> }, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/chat/upload', headers: c.headers, payload });
  const file = (fileName: string, bytes: Buffer, over: Record<string, unknown> = {}) => ({
    userId: client.userId,
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
        .where(eq(chatDocuments.userId, client.userId))
    ).length;

  it('stores an upload sealed, reads its text and tags it as a bureau response', async () => {
    const res = await upload(
      client,
      file('experian-results.pdf', letter, { fileType: 'text/html', fileSize: 1 }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      userId: client.userId,
      fileName: 'experian-results.pdf',
      fileType: 'application/pdf',
      fileSize: letter.length,
      status: 'PENDING_REVIEW',
      documentType: 'OTHER',
      uploadedBy: 'CLIENT',
    });
    const [row] = await t.db.db.select().from(chatDocuments).where(eq(chatDocuments.id, res.json().id));
    expect(row?.contentSealed.startsWith('v1.')).toBe(true);
    expect(row?.contentSealed).not.toContain(letter.toString('base64').slice(0, 40));
    expect(row?.storedName).toMatch(/^[0-9a-f]{32}$/);

    await t.app.services.documents.readingsSettled();
    const [doc] = await list(client);
    expect(doc.extractionStatus).toBe('DONE');
    expect(doc.extractedText).toContain('reinvestigation');
    const names = doc.smartTags.map((s: { name: string }) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Bureau response', 'Experian', 'PDF text']));
    expect(doc.confidence).toBeGreaterThanOrEqual(0.6);
    expect(doc.needsReview).toBe(false);
  });

  it('reads the words of a Word file and tags it by them', async () => {
    const docx = await docxOf(bureauResponseText('Casey Client', 'November 2, 2026').split('\n'));
    const res = await upload(client, file('equifax-answer.docx', docx));
    expect(res.statusCode).toBe(201);
    expect(res.json().fileType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    await t.app.services.documents.readingsSettled();
    const doc = (await list(client)).find((d: { id: number }) => d.id === res.json().id);
    expect(doc.extractionStatus).toBe('DONE');
    expect(doc.extractedText).toContain('reinvestigation');
    const names = doc.smartTags.map((s: { name: string }) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Bureau response', 'Word document']));
  });

  it('keeps a Word bomb whose headers lie about its size, unread, without inflating it', async () => {
    const bomb = await lyingDocxBomb(100);
    const res = await upload(client, file('letter.docx', bomb));
    expect(res.statusCode).toBe(201);
    await t.app.services.documents.readingsSettled();
    const doc = (await list(client)).find((d: { id: number }) => d.id === res.json().id);
    expect(doc.extractionStatus).toBe('FAILED');
    expect(doc.extractedText ?? '').toBe('');
  });

  it('guesses the document type from the first matching word in the file name', async () => {
    const res = await upload(
      client,
      file('Pay stub October.pdf', await documentPdf(payStubText('Casey', '10/15/2026'))),
    );
    expect(res.json().documentType).toBe('PAYSTUB');
    const named = await upload(client, file('bureau-letter.png', png));
    expect(named.json()).toMatchObject({ documentType: 'BUREAU_RESPONSE', fileType: 'image/png' });
  });

  it('refuses each bad file with a 400 naming the problem, and stores nothing', async () => {
    const before = await stored();
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const cases: [Record<string, unknown>, string, string][] = [
      [
        {
          userId: client.userId,
          fileName: 'a.pdf',
          fileSize: 10,
          fileType: 'application/pdf',
          documentType: 'OTHER',
          uploadedBy: 'client',
        },
        'body.fileData',
        documentMessages.contentMissing,
      ],
      [file('empty.pdf', Buffer.alloc(0)), 'body.fileData', documentMessages.empty],
      [
        file('big.pdf', Buffer.concat([letter, Buffer.alloc(10 * 1024 * 1024)])),
        'body.fileData',
        documentMessages.tooLarge,
      ],
      [file('page.pdf', html), 'body.fileData', documentMessages.notAllowed],
      [file('picture.pdf', svg), 'body.fileData', documentMessages.notAllowed],
      [file('photo.pdf', png), 'body.fileData', documentMessages.typeMismatch],
      [file('../etc/passwd.pdf', letter), 'body.fileName', documentMessages.namePath],
      [file('folder\\letter.pdf', letter), 'body.fileName', documentMessages.namePath],
      [file('letter\u0000.pdf', letter), 'body.fileName', documentMessages.nameControl],
      [file(`${'a'.repeat(296)}.pdf`, letter), 'body.fileName', documentMessages.nameTooLong],
      [file('letter.html.pdf', letter), 'body.fileName', documentMessages.doubleExtension],
      [file('letter.exe', letter), 'body.fileName', documentMessages.nameExtension],
      [
        file('letter.pdf', letter, { fileData: 'data:application/pdf;base64,AAAA' }),
        'body.fileData',
        documentMessages.notBase64,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await upload(client, payload);
      expect(res.statusCode, String(payload.fileName)).toBe(400);
      expect(res.json().error.details[0]).toMatchObject({ field, message });
    }
    expect(await stored()).toBe(before);
  });

  it('lets only the owner and admins list, view or download a document', async () => {
    const id = (await list(client))[0].id as number;
    for (const url of [
      `/api/chat/documents/${client.userId}`,
      `/api/chat/documents/view/${id}`,
      `/api/chat/documents/download/${id}`,
    ])
      await expectOwnerOnly(t.app, { method: 'GET', url }, { owner: client, other, admin });
    expect(
      (await t.app.inject({ url: `/api/chat/documents/${admin.userId}`, headers: admin.headers })).statusCode,
    ).toBe(404);
  });

  it('downloads with the stored type, as an attachment, never sniffed; view opens inline', async () => {
    const doc = (await list(client)).find((d: { fileName: string }) => d.fileName === 'experian-results.pdf');
    const res = await t.app.inject({
      url: `/api/chat/documents/download/${doc.id}`,
      headers: client.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="experian-results\.pdf"/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(letter)).toBe(true);
    const view = await t.app.inject({ url: `/api/chat/documents/view/${doc.id}`, headers: client.headers });
    expect(view.headers['content-disposition']).toMatch(/^inline;/);
  });

  it('lets an admin share a document with a client, and verify or reject one with a reason', async () => {
    const shared = await upload(admin, file('Statement from bank.pdf', letter));
    expect(shared.json()).toMatchObject({
      userId: client.userId,
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
    expect((await review(client, { status: 'VERIFIED' })).statusCode).toBe(403);
    const noReason = await review(admin, { status: 'REJECTED' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.details[0]).toMatchObject({
      field: 'body.reason',
      message: documentMessages.rejectReasonRequired,
    });
    const rejected = await review(admin, { status: 'REJECTED', reason: 'The page is cut off' });
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', reviewNote: 'The page is cut off' });
    expect((await review(admin, { status: 'VERIFIED' })).json()).toMatchObject({
      status: 'VERIFIED',
      reviewNote: null,
    });
    expect((await review(admin, { status: 'PENDING_REVIEW' })).statusCode).toBe(400);
  });

  it('manages custom tags and counts their use; duplicates answer "Tag already exists"', async () => {
    const tag = (c: Caller, body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/documents/tags',
        headers: c.headers,
        payload: body as never,
      });
    const created = await tag(client, { name: 'Round 2', category: 'PURPOSE', color: 'blue' });
    expect(created.statusCode).toBe(201);
    for (const name of ['round 2', 'Bureau response']) {
      const dup = await tag(client, { name, category: 'PURPOSE' });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().error.message).toBe(documentMessages.tagExists);
    }
    // Another person may name a tag the same: tags are each person's own.
    expect((await tag(other, { name: 'Round 2', category: 'PURPOSE' })).statusCode).toBe(201);

    const doc = (await list(client)).find((d: { fileName: string }) => d.fileName === 'experian-results.pdf');
    const patch = (c: Caller, customTags: string[]) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/documents/${doc.id}/tags`,
        headers: c.headers,
        payload: { customTags },
      });
    expect((await patch(client, ['Round 2'])).json().customTags).toEqual(['Round 2']);
    const twice = await patch(client, ['Round 2', 'round 2']);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.details[0]).toMatchObject({
      field: 'body.customTags.1',
      message: documentMessages.tagExists,
    });
    expect((await patch(other, ['mine now'])).statusCode).toBe(404);

    const tags = (await t.app.inject({ url: '/api/documents/tags', headers: client.headers })).json();
    const count = (name: string) => tags.find((x: { name: string }) => x.name === name)?.usageCount;
    expect(count('Round 2')).toBe(1);
    const carrying = (await list(client)).filter((d: { smartTags: { name: string }[] }) =>
      d.smartTags.some((s) => s.name === 'Bureau response'),
    );
    expect(carrying.length).toBeGreaterThan(0);
    expect(count('Bureau response')).toBe(carrying.length);
    expect(tags.find((x: { name: string }) => x.name === 'Bureau response').isSystemTag).toBe(true);

    const del = (c: Caller) =>
      t.app.inject({ method: 'DELETE', url: `/api/documents/tags/${created.json().id}`, headers: c.headers });
    expect((await del(other)).statusCode).toBe(404);
    expect((await del(client)).statusCode).toBe(204);
  });

  it('searches the extracted text and tags of one’s own documents only', async () => {
    const search = async (c: Caller, q: string) =>
      (
        await t.app.inject({ url: `/api/documents/search?q=${encodeURIComponent(q)}`, headers: c.headers })
      ).json();
    const names = (docs: { fileName: string }[]) => docs.map((d) => d.fileName);
    expect(names(await search(client, 'reinvestigation'))).toContain('experian-results.pdf');
    expect(names(await search(client, 'Round 2'))).toEqual(['experian-results.pdf']);
    expect(await search(other, 'reinvestigation')).toEqual([]);
    const asAdmin = await t.app.inject({
      url: `/api/documents/search?q=midland&userId=${client.userId}`,
      headers: admin.headers,
    });
    expect(names(asAdmin.json())).toContain('experian-results.pdf');
    const probe = await t.app.inject({
      url: `/api/documents/search?q=midland&userId=${client.userId}`,
      headers: other.headers,
    });
    expect(probe.statusCode).toBe(404);
  });
});

describe.each(testDatabaseKinds())('document quota on %s', (kind) => {
  const t = useTestApp(kind, { DOCUMENT_QUOTA_MB: '1' });
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
