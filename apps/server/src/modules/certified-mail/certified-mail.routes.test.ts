import { mailMessages, priceOfPiece } from '@app/contracts/certified-mail.contract';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { anAdminDraft, collectionsOf } from '../../../test/factories/dispute-letters';
import { signedServiceContract } from '../../../test/factories/service-contract';
import { createSignedInUser } from '../../../test/factories/users';
import { useFileRows } from '../../../test/file-rows';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { disputes, mailPieces, subscriptions } from '../../db/schema';
import { documentPdf, payStubText, utilityBillText } from '../documents/sample-documents';
import { readPdfLines } from '../report-uploads/report-reading/pdf-text';
import { approvedLetters } from './mail-test-letters.fixture';

/** Mailing approved letters through the built-in print shop: price, refusals, one piece per letter. */
const appFor = useFileTestApps({}, { seed: false });
const lettersFor = useFileRows(approvedLetters);

describe.each(testDatabaseKinds())('GET /api/mail/quote on %s', (kind) => {
  const t = appFor(kind);
  const s = lettersFor(kind, t);
  const get = (url: string, headers = s.admin.headers) => t.app.inject({ url, headers });

  it('prices each piece (print per page, postage, certified, e-return receipt) and the total', async () => {
    const [a, b] = s.approved as [number, number];
    const res = await get(`/api/mail/quote?disputeIds=${a},${b}`);
    expect(res.statusCode, res.body).toBe(200);
    const quote = res.json();
    expect(quote.providerLabel).toBe('Simulated mail (no mail account connected)');
    expect(quote.pieces).toHaveLength(2);
    const preview = await get(`/api/disputes/${a}/mail/preview`);
    expect(preview.headers['content-type']).toBe('application/pdf');
    const pages = (await PDFDocument.load(preview.rawPayload)).getPageCount();
    expect(quote.pieces[0]).toEqual({ disputeId: a, ...priceOfPiece(pages) });
    expect(quote.totalCents).toBe(quote.pieces[0].totalCents + quote.pieces[1].totalCents);
    expect((await get('/api/mail/quote?disputeIds=1,x')).statusCode).toBe(400);
    expect((await get('/api/mail/quote?disputeIds=99999999')).statusCode).toBe(404);
    expect((await get(`/api/mail/quote?disputeIds=${a}`, s.client.headers)).statusCode).toBe(403);
  });
});

describe.each(testDatabaseKinds())('POST /api/disputes/{id}/mail on %s', (kind) => {
  const t = appFor(kind);
  const s = lettersFor(kind, t);
  const post = (url: string, payload: object, headers = s.admin.headers) =>
    t.app.inject({ method: 'POST', url, headers, payload });

  it('mails an approved letter once: the dispute is sent with the certified number; a retry is 409', async () => {
    const id = s.approved[0] as number;
    const res = await post(`/api/disputes/${id}/mail`, {});
    expect(res.statusCode, res.body).toBe(200);
    const piece = res.json();
    expect(piece).toMatchObject({ disputeId: id, status: 'SENT', provider: 'simulated', attempts: 1 });
    expect(piece.trackingNumber).toMatch(/^92\d{20}$/);
    expect(piece.costCents).toBeGreaterThan(0);
    const [dispute] = await t.db.db.select().from(disputes).where(eq(disputes.id, id));
    expect(dispute).toMatchObject({ status: 'SENT', uspsTrackingNumber: piece.trackingNumber });
    const again = await post(`/api/disputes/${id}/mail`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'ALREADY_MAILED' });
    expect(await t.db.db.select().from(mailPieces).where(eq(mailPieces.disputeId, id))).toHaveLength(1);

    // The list says which letters the product mailed, so the page asks for only their mail pieces.
    for (const headers of [s.client.headers, s.admin.headers]) {
      const list = await t.app.inject({ url: `/api/disputes?userId=${s.client.userId}`, headers });
      expect(list.statusCode, list.body).toBe(200);
      const flags = Object.fromEntries(
        (list.json() as { id: number; mailedByProduct: boolean }[]).map((d) => [d.id, d.mailedByProduct]),
      );
      expect(flags).toEqual({
        [id]: true,
        [s.approved[1] as number]: false,
        [s.approved[2] as number]: false,
        [s.draft]: false,
      });
    }
  });
});

describe.each(testDatabaseKinds())('POST /api/disputes/{id}/mail on %s', (kind) => {
  const t = appFor(kind);
  const s = lettersFor(kind, t);
  const post = (url: string, payload: object, headers = s.admin.headers) =>
    t.app.inject({ method: 'POST', url, headers, payload });

  it('refuses a letter not approved, with the reason', async () => {
    const res = await post(`/api/disputes/${s.draft}/mail`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'NOT_APPROVED',
      message: expect.stringMatching(/not approved/),
    });
  });
});

describe.each(testDatabaseKinds())('POST /api/disputes/{id}/mail on %s', (kind) => {
  const t = appFor(kind);
  const s = lettersFor(kind, t);
  const post = (url: string, payload: object, headers = s.admin.headers) =>
    t.app.inject({ method: 'POST', url, headers, payload });

  it('refuses a letter inside the client’s cancellation period', async () => {
    const [ownerId] = (
      await t.db.db
        .select({ u: disputes.userId })
        .from(disputes)
        .where(eq(disputes.id, s.approved[1] as number))
    ).map((r) => r.u);
    await t.db.db
      .update(subscriptions)
      .set({ cancellationWindowEndsAt: new Date(Date.now() + 86_400_000) })
      .where(eq(subscriptions.userId, ownerId as number));
    const res = await post(`/api/disputes/${s.approved[1]}/mail`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('CANCELLATION_PERIOD');
    await t.db.db
      .update(subscriptions)
      .set({ cancellationWindowEndsAt: new Date(Date.now() - 86_400_000) })
      .where(eq(subscriptions.userId, ownerId as number));
  });
});

describe.each(testDatabaseKinds())('POST /api/mail/batches on %s', (kind) => {
  const t = appFor(kind);
  const s = lettersFor(kind, t);
  const post = (url: string, payload: object, headers = s.admin.headers) =>
    t.app.inject({ method: 'POST', url, headers, payload });

  it('mails a batch: each letter once, each refusal listed with its reason', async () => {
    const res = await post('/api/mail/batches', {
      disputeIds: [s.approved[0], s.approved[1], s.approved[2], s.draft],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { pieces, refused } = res.json();
    expect(pieces.map((p: { disputeId: number }) => p.disputeId)).toEqual([s.approved[1], s.approved[2]]);
    expect(refused).toEqual([
      expect.objectContaining({ disputeId: s.approved[0], code: 'ALREADY_MAILED' }),
      expect.objectContaining({ disputeId: s.draft, code: 'NOT_APPROVED' }),
    ]);
    const bad = await post('/api/mail/batches', { disputeIds: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('disputeIds');
  });
});

describe.each(testDatabaseKinds())('GET /api/disputes/{id}/mail on %s', (kind) => {
  const t = appFor(kind);
  const s = lettersFor(kind, t);
  const get = (url: string, headers = s.admin.headers) => t.app.inject({ url, headers });

  it('shows the client their mailed letter and its evidence packet; another client gets 404', async () => {
    const id = s.approved[0] as number;
    const own = await get(`/api/disputes/${id}/mail`, s.client.headers);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().providerLabel).toBe('Simulated mail (no mail account connected)');
    const evidence = await get(`/api/disputes/${id}/mail/evidence`, s.client.headers);
    expect(evidence.statusCode).toBe(200);
    const pdf = await PDFDocument.load(evidence.rawPayload);
    expect(pdf.getTitle()).toBe(`Evidence of mailing D-${id}`);
    const stranger = await createSignedInUser(t.app, t.db, 'STANDARD');
    expect((await get(`/api/disputes/${id}/mail`, stranger.headers)).statusCode).toBe(404);
    expect((await get(`/api/disputes/${id}/mail/evidence`, stranger.headers)).statusCode).toBe(404);
    expect((await get(`/api/disputes/${s.draft}/mail`)).statusCode).toBe(404);
  });
});

describe.each(testDatabaseKinds())('GET /api/mail/spend on %s', (kind) => {
  const t = appFor(kind);
  const s = lettersFor(kind, t);
  const get = (url: string, headers = s.admin.headers) => t.app.inject({ url, headers });

  it('sums the organization’s mail spend per month', async () => {
    const res = await get('/api/mail/spend');
    expect(res.statusCode).toBe(200);
    const [month] = res.json().months;
    expect(month.pieces).toBeGreaterThanOrEqual(3);
    expect(month.totalCents).toBeGreaterThan(month.postageCents);
    expect((await get('/api/mail/spend', s.client.headers)).statusCode).toBe(403);
  });
});

describe.each(testDatabaseKinds())('POST /api/disputes/{id}/mail on %s', (kind) => {
  const t = appFor(kind);
  const s = lettersFor(kind, t);
  const post = (url: string, payload: object, headers = s.admin.headers) =>
    t.app.inject({ method: 'POST', url, headers, payload });

  it('refuses a letter the client mails themselves', async () => {
    const admin = s.admin;
    const client = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    await signedServiceContract(t.db, client.userId, { planName: 'Pro Plan' });
    const [issueId] = (await collectionsOf(t, client.userId, ['Portfolio Recovery'])) as [number];
    const { id } = await anAdminDraft(t, admin, { userId: client.userId, issueId });
    await t.db.db
      .update(disputes)
      .set({ consumerApprovedAt: new Date(), mailedBy: 'CONSUMER' })
      .where(eq(disputes.id, id));
    const res = await post(`/api/disputes/${id}/mail`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('CLIENT_MAILS');
  });
});

describe.each(testDatabaseKinds())('POST /api/disputes/{id}/mail with enclosures on %s', (kind) => {
  const t = appFor(kind);

  it('encloses the client’s vault documents (their pages priced), one showing a full SSN as a masked copy', async () => {
    const s = await approvedLetters(t, { creditor: 'Cavalry SPV' });
    const upload = async (fileName: string, text: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/chat/upload',
        headers: s.client.headers,
        payload: {
          userId: s.client.userId,
          fileName,
          fileData: (await documentPdf(text, 1)).toString('base64'),
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const proof = await upload('utility-bill.pdf', utilityBillText('Test User'));
    const card = await upload('tax-form.pdf', `${payStubText('Test User', '11/01/2026')}\nSSN 123-45-6789`);
    // The vault reads each upload's text after answering.
    await t.app.services.documents.readingsSettled();
    const [id, other] = s.approved as [number, number];
    const mail = (disputeId: number, enclosureDocumentIds: number[]) =>
      t.app.inject({
        method: 'POST',
        url: `/api/disputes/${disputeId}/mail`,
        headers: s.admin.headers,
        payload: { enclosureDocumentIds },
      });

    const stranger = await approvedLetters(t, { creditor: 'Jefferson Capital' });
    expect((await mail(stranger.approved[0] as number, [proof])).statusCode).toBe(404);
    // A quote of two clients' letters with one client's enclosures is refused as mailing them is.
    const mixed = await t.app.inject({
      url: `/api/mail/quote?disputeIds=${id},${stranger.approved[0]}&enclosureDocumentIds=${proof}`,
      headers: s.admin.headers,
    });
    expect(mixed.statusCode, mixed.body).toBe(400);
    expect(mixed.json().error.details[0]).toMatchObject({ message: mailMessages.enclosuresOneClient });

    const plain = (
      await t.app.inject({ url: `/api/mail/quote?disputeIds=${other}`, headers: s.admin.headers })
    ).json();
    const res = await mail(id, [proof, card]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().pages).toBe(plain.pieces[0].pages + 2);
    const enclosed = res.json().enclosures as { title: string; masked: boolean; sha256: string }[];
    expect(enclosed.map((e) => [e.title, e.masked])).toEqual([
      ['utility-bill.pdf', false],
      ['tax-form.pdf', true],
    ]);
    // What was printed holds the last 4 digits only.
    const printed = await t.app.inject({
      url: `/api/disputes/${id}/mail/evidence`,
      headers: s.client.headers,
    });
    expect(printed.statusCode).toBe(200);
    const text = (await readPdfLines(printed.rawPayload))
      .map((l) => l.text)
      .join(' ')
      .replace(/\s+/g, ' ');
    expect(text).toContain('XXX-XX-6789');
    expect(text).not.toMatch(/123-45-6789/);
    expect(text).toContain(`Enclosure "tax-form.pdf" (copy with numbers covered to the last 4 digits)`);
    expect(text).toContain(enclosed[1]?.sha256 as string);
  });
});
