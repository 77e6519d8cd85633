import { randomBytes } from 'node:crypto';
import {
  type ReportReadRefusalDetail,
  reportReadFailures,
  reportReadFailureText,
} from '@app/contracts/report-read-failures';
import type { AiAnalysis } from '@app/contracts/report-uploads.contract';
import { describe, expect, it, vi } from 'vitest';
import { seatViewer } from '../../platform/auth/record-owner';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { createSecretBox } from '../../platform/crypto/secret-box';
import { AppError } from '../../platform/errors';
import { linesFromPlainText } from './report-parser/report-lines';
import type { ReadReport } from './report-reading/read-report';
import type { ReportUploadsRepository } from './report-uploads.repository';
import { createReportUploadsService } from './report-uploads.service';

const admin = { id: 1, accessLevel: 'ADMIN', organizationId: 1 } as SessionUser;
// The client named in each upload is of the admin's organization.
seatViewer(admin, async () => ({
  organizationId: 1,
  assignedSpecialistId: null,
  accessLevel: 'STANDARD',
  teamRole: null,
}));
const origin = { ip: '127.0.0.1' };
const request = {
  userId: 7,
  fileName: 'report.html',
  fileData: Buffer.from('<html><body><p>Credit report</p></body></html>').toString('base64'),
};

/** The service over fakes: a clock the test moves, a repository that records inserts and holds no earlier file. */
function serviceWith(readReport: ReadReport, clock: { ms: number }, timeZone = 'America/New_York') {
  const insert = vi.fn(async (row: Record<string, unknown>) => ({
    ...row,
    id: 1,
    confirmedAt: null,
    createdAt: new Date(clock.ms),
  }));
  const service = createReportUploadsService({
    repo: { insert, findSameFile: async () => undefined } as unknown as ReportUploadsRepository,
    secretBox: createSecretBox(randomBytes(32)),
    readReport,
    users: {
      profile: async () => ({ accessLevel: 'CLIENT_VIEWER' }) as never,
      dateOfBirthOf: async () => null,
      setMailingAddress: async () => ({}) as never,
    },
    issues: { list: async () => [], addWithin: async () => [] },
    outcomes: { recordFileWithin: async () => [] },
    reports: { recordWithin: async () => ({}) as never, latestReading: async () => null },
    audit: { record: async () => {}, listForSubject: async () => [] },
    now: () => new Date(clock.ms),
    timeZone,
    readingTimeLimitMs: 60_000,
  });
  return { service, insert };
}

describe('report uploads service', () => {
  it('answers 422 naming the file and stores nothing once reading passes the configured time limit', async () => {
    const clock = { ms: Date.UTC(2025, 5, 1, 12) };
    const slowReader: ReadReport = async (_bytes, _type, budget) => {
      clock.ms += 60_001;
      budget?.check();
      return { lines: [], extraction: 'html' };
    };
    const { service, insert } = serviceWith(slowReader, clock);
    const err = await service.upload(admin, request, origin).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).statusCode).toBe(422);
    expect((err as AppError).message).toBe(reportReadFailureText('TOO_SLOW'));
    expect((err as AppError).details).toEqual([
      {
        field: 'body.fileData',
        reason: 'TOO_SLOW',
        message: reportReadFailures.TOO_SLOW.message,
        nextStep: reportReadFailures.TOO_SLOW.nextStep,
        keptUploadId: null,
      },
    ]);
    expect(insert).not.toHaveBeenCalled();
  });

  it("dates the audit by the company's calendar day, not UTC's", async () => {
    // 02:00 UTC on 1 Jan 2026 is still 31 Dec 2025 in New York: an inquiry of 1 Jan 2024 is two
    // years old in UTC, but not yet in the company's zone.
    const clock = { ms: Date.UTC(2026, 0, 1, 2) };
    const text = 'INQUIRIES\n01/01/2024  NORTHWIND BANK  (HARD)';
    const reader: ReadReport = async () => ({ lines: linesFromPlainText(text), extraction: 'html' });
    const inNewYork = await serviceWith(reader, { ...clock }).service.upload(admin, request, origin);
    const inUtc = await serviceWith(reader, { ...clock }, 'UTC').service.upload(admin, request, origin);
    const kinds = (r: typeof inUtc) => r.aiAnalysis.issuesFound.flatMap((i) => i.findings.map((f) => f.kind));
    expect(kinds(inNewYork)).toEqual([]);
    expect(kinds(inUtc)).toEqual(['OLD_INQUIRY']);
  });

  /** The reason a reading was refused with, and what was kept of it. */
  async function refusedWith(text: string, over: Partial<typeof request> & { triBureau?: boolean } = {}) {
    const clock = { ms: Date.UTC(2025, 5, 1, 12) };
    const reader: ReadReport = async () => ({ lines: linesFromPlainText(text), extraction: 'html' });
    const { service, insert } = serviceWith(reader, clock);
    const err = (await service
      .upload(admin, { ...request, ...over }, origin)
      .catch((e: unknown) => e)) as AppError;
    expect(err).toBeInstanceOf(AppError);
    expect(err.statusCode).toBe(422);
    const [detail] = err.details as ReportReadRefusalDetail[];
    const kept = insert.mock.calls.map(([row]) => row.analysis as AiAnalysis);
    return { reason: detail?.reason, detail, kept };
  }

  it('keeps a file that is no credit report for a person, with nothing read from it', async () => {
    const { reason, detail, kept } = await refusedWith(
      'Meeting notes\nBring the forms on Tuesday\nThank you',
    );
    expect(reason).toBe('NOT_A_CREDIT_REPORT');
    expect(detail?.keptUploadId).toBe(1);
    expect(kept).toHaveLength(1);
    expect(kept[0]?.failure).toEqual({ reason: 'NOT_A_CREDIT_REPORT' });
    expect(kept[0]?.issuesFound).toEqual([]);
    expect(kept[0]?.creditScore).toBeNull();
  });

  it('tells a credit report in an unknown layout from a file that is no report', async () => {
    const text = 'EXPERIAN CREDIT REPORT\nPrepared for the consumer\nCreditor contact details follow';
    expect((await refusedWith(text)).reason).toBe('LAYOUT_NOT_RECOGNISED');
  });

  it('refuses a one-bureau report only when the upload said three bureaus', async () => {
    const text =
      'EXPERIAN CREDIT REPORT\nCREDIT SCORE: 642\nCOLLECTION ACCOUNTS\nACME RECOVERY GROUP\nBALANCE: $1,250';
    const refused = await refusedWith(text, { triBureau: true });
    expect(refused.reason).toBe('ONE_BUREAU_ONLY');
    expect(refused.kept[0]?.issuesFound).toEqual([]);
    const clock = { ms: Date.UTC(2025, 5, 1, 12) };
    const reader: ReadReport = async () => ({ lines: linesFromPlainText(text), extraction: 'html' });
    const saved = await serviceWith(reader, clock).service.upload(admin, request, origin);
    expect(saved.aiAnalysis.creditScore).toBe(642);
    expect(saved.aiAnalysis.failure).toBeNull();
  });
});
