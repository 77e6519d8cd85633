import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { createSecretBox } from '../../platform/crypto/secret-box';
import { AppError } from '../../platform/errors';
import { linesFromPlainText } from './report-parser/report-lines';
import type { ReadReport } from './report-reading/read-report';
import type { ReportUploadsRepository } from './report-uploads.repository';
import { createReportUploadsService } from './report-uploads.service';

const admin = { id: 1, accessLevel: 'ADMIN' } as SessionUser;
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
    expect((err as AppError).message).toBe(
      'Could not read this report: reading it took longer than 60 seconds',
    );
    expect((err as AppError).details).toEqual([
      { field: 'body.fileData', message: (err as AppError).message },
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
    const kinds = (r: typeof inUtc) =>
      r.upload.aiAnalysis.issuesFound.flatMap((i) => i.findings.map((f) => f.kind));
    expect(kinds(inNewYork)).toEqual([]);
    expect(kinds(inUtc)).toEqual(['OLD_INQUIRY']);
  });

  it('says when nothing was found, so the route answers 200 rather than 201', async () => {
    const clock = { ms: Date.UTC(2025, 5, 1, 12) };
    const reader: ReadReport = async () => ({
      lines: linesFromPlainText('Meeting notes\nBring the forms on Tuesday'),
      extraction: 'html',
    });
    const { upload, foundNothing } = await serviceWith(reader, clock).service.upload(admin, request, origin);
    expect(foundNothing).toBe(true);
    expect(upload.aiAnalysis.message).toMatch(/^Nothing was found in this report/);
  });
});
