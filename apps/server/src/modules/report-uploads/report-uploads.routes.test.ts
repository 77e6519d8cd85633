import { reportUploadMessages } from '@app/contracts/report-uploads.contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { anAdmin, createSignedInUser } from '../../../test/factories/users';
import { useSharedRows } from '../../../test/file-rows';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { type DatabaseKind, testDatabaseKinds } from '../../../test/test-database';
import { auditLog, creditReportUploads } from '../../db/schema';
import { transunionSample } from './sample-reports/bureau-consumer-samples';
import { sampleHtml, samplePdf } from './sample-reports/render-sample';
import { generateSample } from './sample-reports/sample-layouts';

type Caller = { headers: Record<string, string>; userId: number };
const sample = transunionSample(101);

const appFor = useFileTestApps({}, { seed: false });
// Shared by the describes: the stored uploads are counted across them.
const people = useSharedRows(appFor, async (t) => ({
  admin: (await anAdmin(t)) as Caller,
  client: (await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER')) as Caller,
  pdf: await samplePdf(sample),
}));

function setup(kind: DatabaseKind) {
  const { t, rows: p } = people(kind);
  const upload = (caller: { headers: Record<string, string> } | null, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/upload-credit-report',
      headers: caller?.headers ?? {},
      payload,
    });
  const body = (over: Record<string, unknown> = {}) => ({
    userId: p.client.userId,
    fileName: 'transunion-report.pdf',
    fileData: p.pdf.toString('base64'),
    fileType: 'application/pdf',
    ...over,
  });
  const storedCount = async () => (await t.db.db.select().from(creditReportUploads)).length;
  return { t, p, upload, body, storedCount };
}

describe.each(testDatabaseKinds())('POST /api/admin/upload-credit-report on %s', (kind) => {
  const { t, p, upload, body, storedCount } = setup(kind);

  it('reads an uploaded PDF, keeps it sealed, audits it, and answers the analysis', async () => {
    const res = await upload(p.admin, body());
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json();
    expect(saved.fileType).toBe('PDF');
    expect(saved.extraction).toBe('pdf-text');
    expect(saved.description).toBe('Credit report upload - transunion-report.pdf');
    expect(saved.aiAnalysis.creditScore).toBe(sample.expected.scores.TRANSUNION);
    const creditors = saved.aiAnalysis.issuesFound.map((i: { creditor: string }) => i.creditor);
    for (const n of sample.expected.negatives) expect(creditors).toContain(n.creditor);

    const [row] = await t.db.db
      .select()
      .from(creditReportUploads)
      .where(eq(creditReportUploads.id, saved.id));
    expect(row?.contentSealed).not.toContain(p.pdf.toString('base64').slice(0, 40));
    expect(row?.contentSealed).not.toContain('%PDF');
    expect(
      Buffer.from(t.app.services.secretBox.open(row?.contentSealed as string), 'base64').equals(p.pdf),
    ).toBe(true);
    expect(JSON.stringify(row?.analysis)).not.toMatch(/\d{6,}/);
    const audits = await t.db.db.select().from(auditLog).where(eq(auditLog.action, 'report.uploaded'));
    expect(audits.some((a) => a.targetId === String(saved.id) && a.subjectUserId === p.client.userId)).toBe(
      true,
    );

    const list = await t.app.inject({
      url: `/api/admin/credit-report-uploads?userId=${p.client.userId}`,
      headers: p.admin.headers,
    });
    expect(list.json().map((u: { id: number }) => u.id)).toContain(saved.id);
  });

  it('lets only admins upload: a client gets 403, nobody signed in 401', async () => {
    expect((await upload(p.client, body())).statusCode).toBe(403);
    expect((await upload(null, body())).statusCode).toBe(401);
    const list = await t.app.inject({
      url: `/api/admin/credit-report-uploads?userId=${p.client.userId}`,
      headers: p.client.headers,
    });
    expect(list.statusCode).toBe(403);
  });

  it('refuses bad input with a clear 4xx and stores nothing', async () => {
    const before = await storedCount();
    const noClient = await upload(p.admin, body({ userId: undefined }));
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json().error.message).toContain(reportUploadMessages.selectClient);
    expect((await upload(p.admin, body({ userId: 0 }))).statusCode).toBe(400);

    expect((await upload(p.admin, body({ userId: p.admin.userId }))).statusCode).toBe(404);
    expect((await upload(p.admin, body({ userId: 2_000_000 }))).statusCode).toBe(404);

    // A PDF named and declared as a JPEG: the bytes decide.
    const lying = await upload(p.admin, body({ fileName: 'scan.jpg', fileType: 'image/jpeg' }));
    expect(lying.statusCode).toBe(400);
    expect(lying.json().error.details[0]).toMatchObject({ field: 'body.fileData' });
    const text = Buffer.from('Name: not a report at all').toString('base64');
    const notAFile = await upload(p.admin, body({ fileData: text, fileName: 'report.pdf' }));
    expect(notAFile.statusCode).toBe(400);
    expect(notAFile.json().error.details[0].field).toBe('body.fileData');

    const corrupted = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41)]).toString('base64');
    const unreadable = await upload(p.admin, body({ fileData: corrupted }));
    expect(unreadable.statusCode).toBe(422);
    expect(unreadable.json().error.details[0].reason).toBe('DAMAGED_FILE');

    const dataUrl = await upload(
      p.admin,
      body({ fileData: `data:application/pdf;base64,${p.pdf.toString('base64')}` }),
    );
    expect(dataUrl.statusCode).toBe(400);

    // Just over 10 MB decoded: refused by size, with the field named.
    const big = Buffer.alloc(10 * 1024 * 1024 + 3, 0x20);
    big.write('%PDF-1.7');
    const tooBig = await upload(p.admin, body({ fileData: big.toString('base64') }));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.body).toMatch(/larger than 10 MB/);
    // Far over: refused before it is read.
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/admin/upload-credit-report',
      headers: { ...p.admin.headers, 'content-type': 'application/json' },
      payload: JSON.stringify(body({ fileData: 'A'.repeat(16 * 1024 * 1024) })),
    });
    expect(huge.statusCode).toBe(413);
    expect(await storedCount()).toBe(before);
  });

  it('accepts a saved monitoring-service page (HTML), read from its DOM', async () => {
    const page = generateSample('held-printed-cards', 21);
    const res = await upload(
      p.admin,
      body({
        fileName: 'smartcredit-report.html',
        fileType: 'text/html',
        fileData: Buffer.from(sampleHtml(page)).toString('base64'),
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().fileType).toBe('HTML');
    expect(res.json().extraction).toBe('html');
    const creditors = res.json().aiAnalysis.issuesFound.map((i: { creditor: string }) => i.creditor);
    for (const n of page.expected.negatives) expect(creditors).toContain(n.creditor);
  });
});

describe.each(testDatabaseKinds())('POST /api/admin/credit-report-uploads/{id}/confirm on %s', (kind) => {
  const { t, p, upload, body } = setup(kind);

  it("keeps the audit's findings on the credit issues it confirms", async () => {
    const other = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    // One bureau reports a different balance for the collection: a fact the letter can cite.
    const html = `<html><body><h2>Collections</h2><div>ACME RECOVERY GROUP</div><table>
      <tr><th></th><th>TransUnion</th><th>Experian</th><th>Equifax</th></tr>
      <tr><td>Account #:</td><td>****4821</td><td>****4821</td><td>****4821</td></tr>
      <tr><td>Balance:</td><td>$1,245.00</td><td>$1,045.00</td><td>$1,245.00</td></tr>
      <tr><td>Payment Status:</td><td>Collection</td><td>Collection</td><td>Collection</td></tr>
    </table></body></html>`;
    const saved = (
      await upload(
        p.admin,
        body({
          userId: other.userId,
          fileName: 'iiq.html',
          fileType: 'text/html',
          fileData: Buffer.from(html).toString('base64'),
        }),
      )
    ).json();
    const found = saved.aiAnalysis.issuesFound as {
      creditor: string;
      findings: { kind: string; values: unknown[] }[];
    }[];
    const acme = found.findIndex((i) => i.creditor === 'ACME RECOVERY GROUP');
    expect(found[acme]?.findings.map((f) => f.kind)).toEqual(['BALANCE_DIFFERS']);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/credit-report-uploads/${saved.id}/confirm`,
      headers: p.admin.headers,
      payload: { issues: [acme] },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const issue = confirmed.json().created[0];
    expect(issue?.findings?.[0]?.values).toEqual([
      { source: 'TransUnion', value: '$1,245.00' },
      { source: 'Experian', value: '$1,045.00' },
      { source: 'Equifax', value: '$1,245.00' },
    ]);
  });

  it('turns the chosen items into credit issues once, and the score into a history point', async () => {
    const saved = (await upload(p.admin, body())).json();
    const found = saved.aiAnalysis.issuesFound as { type: string; creditor: string }[];
    const chosen = found.map((_, i) => i).filter((i) => found[i]?.type !== 'INQUIRY');
    const url = `/api/admin/credit-report-uploads/${saved.id}/confirm`;
    const first = await t.app.inject({
      method: 'POST',
      url,
      headers: p.admin.headers,
      payload: { issues: chosen },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().created).toHaveLength(chosen.length);
    expect(first.json().recordedScore).toBe(sample.expected.scores.TRANSUNION);

    const issues = (
      await t.app.inject({ url: `/api/credit-issues/${p.client.userId}`, headers: p.admin.headers })
    ).json();
    const mine = (Array.isArray(issues) ? issues : issues.items) as {
      creditor: string;
      accountNumberLast4: string | null;
    }[];
    for (const n of sample.expected.negatives) {
      expect(mine.find((i) => i.creditor === n.creditor)?.accountNumberLast4).toBe(n.last4);
    }

    // The same report again: nothing is added twice, and the score is not recorded twice.
    const again = (await upload(p.admin, body())).json();
    const second = await t.app.inject({
      method: 'POST',
      url: `/api/admin/credit-report-uploads/${again.id}/confirm`,
      headers: p.admin.headers,
      payload: { issues: chosen },
    });
    expect(second.json().created).toHaveLength(0);
    expect(second.json().skipped).toHaveLength(chosen.length);
    const repeat = await t.app.inject({
      method: 'POST',
      url,
      headers: p.admin.headers,
      payload: { issues: [] },
    });
    expect(repeat.json().recordedScore).toBeNull();

    const outOfRange = await t.app.inject({
      method: 'POST',
      url,
      headers: p.admin.headers,
      payload: { issues: [999] },
    });
    expect(outOfRange.statusCode).toBe(400);
    const byClient = await t.app.inject({
      method: 'POST',
      url,
      headers: p.client.headers,
      payload: { issues: [0] },
    });
    expect(byClient.statusCode).toBe(403);
  });
});
