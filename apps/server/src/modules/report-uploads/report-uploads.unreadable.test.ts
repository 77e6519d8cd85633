import {
  type ReportReadFailureCode,
  type ReportReadRefusalDetail,
  reportReadFailures,
} from '@app/contracts/report-read-failures';
import type { WorkQueue } from '@app/contracts/work-queue.contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { anAdmin, createSignedInUser } from '../../../test/factories/users';
import { useSharedRows } from '../../../test/file-rows';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { type DatabaseKind, testDatabaseKinds } from '../../../test/test-database';
import { creditIssues, creditReports, creditReportUploads } from '../../db/schema';
import { transunionSample } from './sample-reports/bureau-consumer-samples';
import { samplePdf } from './sample-reports/render-sample';
import {
  blankPagesPdf,
  hugePngHeader,
  passwordProtectedPdf,
  pdfBomb,
  pdfWithAttachment,
  pdfWithScript,
} from './sample-reports/unreadable-samples';

type Caller = { headers: Record<string, string>; userId: number };
const html = (body: string) => Buffer.from(`<html><body>${body}</body></html>`);

const appFor = useFileTestApps({}, { seed: false });
const people = useSharedRows(appFor, async (t) => ({
  admin: (await anAdmin(t)) as Caller,
  oneBureau: await samplePdf(transunionSample(202)),
}));

function setup(kind: DatabaseKind) {
  const { t, rows: p } = people(kind);
  /** A client of one's own: what is stored for them is counted from nothing. */
  const aClient = () => createSignedInUser(t.app, t.db, 'CLIENT_VIEWER') as Promise<Caller>;
  const upload = (userId: number, fileName: string, bytes: Buffer, over: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/upload-credit-report',
      headers: p.admin.headers,
      payload: { userId, fileName, fileData: bytes.toString('base64'), ...over },
    });
  const storedFor = (userId: number) =>
    t.db.db.select().from(creditReportUploads).where(eq(creditReportUploads.userId, userId));
  const queued = async (group: 'REPORT_UNREADABLE' | 'REPORT_UNCONFIRMED', userId: number) => {
    const res = await t.app.inject({
      url: `/api/admin/work-queue?group=${group}&pageSize=50`,
      headers: p.admin.headers,
    });
    const page = (res.json() as WorkQueue).groups[0];
    return page?.items.filter((i) => i.clientId === userId) ?? [];
  };
  return { t, p, aClient, upload, storedFor, queued };
}

describe.each(testDatabaseKinds())(
  'POST /api/admin/upload-credit-report: reports that cannot be read, on %s',
  (kind) => {
    const { t, p, aClient, upload, storedFor, queued } = setup(kind);

    /** Each reason a report is kept for a person, with a file that has it. */
    const keptCases: [
      ReportReadFailureCode,
      string,
      () => Promise<Buffer> | Buffer,
      Record<string, unknown>?,
    ][] = [
      [
        'NOT_A_CREDIT_REPORT',
        'notes.html',
        () => html('<p>Meeting notes</p><p>Bring the forms on Tuesday</p><p>Thank you</p>'),
      ],
      [
        'LAYOUT_NOT_RECOGNISED',
        'report.html',
        () =>
          html(
            '<h1>EXPERIAN CREDIT REPORT</h1><p>Prepared for the consumer named below</p><p>Creditor contacts follow</p>',
          ),
      ],
      ['PASSWORD_PROTECTED', 'locked.pdf', passwordProtectedPdf],
      ['SCAN_NOT_READABLE', 'scan.pdf', () => blankPagesPdf(1)],
      ['ONE_BUREAU_ONLY', 'transunion.pdf', () => p.oneBureau, { triBureau: true }],
    ];

    it.each(keptCases)(
      'answers %s with its words and next step, keeps the file for a person and queues it, and imports nothing',
      async (reason, fileName, file, over) => {
        const client = await aClient();
        const bytes = await file();
        const res = await upload(client.userId, fileName, bytes, over);
        expect(res.statusCode, res.body).toBe(422);
        const { error } = res.json() as {
          error: { code: string; message: string; details: ReportReadRefusalDetail[] };
        };
        expect(error.code).toBe('UNREADABLE_REPORT');
        const [detail] = error.details;
        expect(detail).toMatchObject({
          field: 'body.fileData',
          reason,
          message: reportReadFailures[reason].message,
          nextStep: reportReadFailures[reason].nextStep,
        });
        expect(error.message).toContain(reportReadFailures[reason].nextStep);

        // The file is kept, sealed, with nothing half-read in it.
        const [row, ...more] = await storedFor(client.userId);
        expect(more).toEqual([]);
        expect(row?.id).toBe(detail?.keptUploadId);
        expect(row?.analysis).toMatchObject({
          failure: { reason },
          issuesFound: [],
          accounts: [],
          creditScore: null,
        });
        const opened = await t.app.inject({
          url: `/api/admin/credit-report-uploads/${row?.id}/file`,
          headers: p.admin.headers,
        });
        expect(opened.statusCode).toBe(200);
        expect(opened.rawPayload.equals(bytes)).toBe(true);
        expect(opened.headers['content-disposition']).toMatch(/^attachment; filename=/);

        // The professional finds it in the work queue, not among the reports to confirm.
        expect((await queued('REPORT_UNREADABLE', client.userId)).map((i) => i.title)).toEqual([fileName]);
        expect(await queued('REPORT_UNCONFIRMED', client.userId)).toEqual([]);

        // Marked handled, it leaves the queue and adds nothing to the client's file.
        const handled = await t.app.inject({
          method: 'POST',
          url: `/api/admin/credit-report-uploads/${row?.id}/confirm`,
          headers: p.admin.headers,
          payload: { issues: [] },
        });
        expect(handled.statusCode, handled.body).toBe(200);
        expect(handled.json()).toMatchObject({ created: [], recordedScore: null });
        expect(await queued('REPORT_UNREADABLE', client.userId)).toEqual([]);
        expect(
          await t.db.db.select().from(creditIssues).where(eq(creditIssues.userId, client.userId)),
        ).toEqual([]);
        expect(
          await t.db.db.select().from(creditReports).where(eq(creditReports.userId, client.userId)),
        ).toEqual([]);
      },
    );

    it('imports a one-bureau report as usual when three bureaus were not asked for', async () => {
      const client = await aClient();
      const res = await upload(client.userId, 'transunion.pdf', p.oneBureau, { triBureau: false });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().aiAnalysis.failure).toBeNull();
      expect(await queued('REPORT_UNCONFIRMED', client.userId)).toHaveLength(1);
    });

    /** Files that may be hostile: refused with their reason within the time limit, and nothing is kept. */
    const hostileCases: [ReportReadFailureCode, string, () => Promise<Buffer> | Buffer][] = [
      ['TOO_MANY_PAGES', 'bundle.pdf', () => blankPagesPdf(200)],
      ['TOO_MUCH_CONTENT', 'bomb.pdf', () => pdfBomb(300)],
      ['ACTIVE_CONTENT', 'script.pdf', pdfWithScript],
      ['ACTIVE_CONTENT', 'attached.pdf', pdfWithAttachment],
      ['IMAGE_TOO_LARGE', 'huge.png', () => hugePngHeader(20_000, 20_000)],
    ];

    it.each(hostileCases)(
      'refuses %s (%s) within the time limit and keeps nothing',
      async (reason, fileName, file) => {
        const client = await aClient();
        // Refused for what the file is, not for running out of the reading time limit.
        const res = await upload(client.userId, fileName, await file());
        expect(res.statusCode, res.body).toBe(422);
        const [detail] = res.json().error.details as ReportReadRefusalDetail[];
        expect(detail).toMatchObject({
          reason,
          keptUploadId: null,
          nextStep: reportReadFailures[reason].nextStep,
        });
        expect(await storedFor(client.userId)).toEqual([]);
        expect(await queued('REPORT_UNREADABLE', client.userId)).toEqual([]);
      },
    );

    it('lets only admins open an uploaded file, and says when there is none', async () => {
      const client = await aClient();
      const res = await upload(
        client.userId,
        'notes.html',
        html('<p>Nothing</p><p>of a report</p><p>here</p>'),
      );
      const id = (res.json().error.details as ReportReadRefusalDetail[])[0]?.keptUploadId;
      const url = `/api/admin/credit-report-uploads/${id}/file`;
      expect((await t.app.inject({ url, headers: client.headers })).statusCode).toBe(403);
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      const missing = await t.app.inject({
        url: '/api/admin/credit-report-uploads/2000000000/file',
        headers: p.admin.headers,
      });
      expect(missing.statusCode).toBe(404);
    });
  },
);
