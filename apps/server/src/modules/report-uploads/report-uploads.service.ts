import { dayIn } from '@app/contracts/common/dates';
import { creditIssueTypeLabels } from '@app/contracts/credit-issue-labels';
import {
  type ReportReadFailureCode,
  type ReportReadRefusalDetail,
  reportReadFailures,
  reportReadFailureText,
} from '@app/contracts/report-read-failures';
import {
  type AiAnalysis,
  type ConfirmReportUploadRequest,
  type ConfirmReportUploadResponse,
  type IdentityCheck,
  identityMessages,
  type ReportExtraction,
  type ReportFileType,
  reportFileContentTypes,
  reportFileType,
  reportUploadMessages,
  type UploadCreditReportResponse,
  type uploadCreditReportRequest,
} from '@app/contracts/report-uploads.contract';
import type { z } from 'zod';
import { type AiPort, AiProviderError } from '../../integrations/ai/ai.port';
import type { AuditLog } from '../../platform/audit/audit-log';
import { assertCanSee, clientProfile } from '../../platform/auth/record-owner';
import type { Acting, RequestOrigin } from '../../platform/auth/request-origin';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { checkedUpload } from '../../platform/files/checked-upload';
import type { CreditIssuesService, NewCreditIssue } from '../credit-issues/credit-issues.service';
import type { CreditReportsService } from '../credit-reports/credit-reports.service';
import type { DisputeOutcomesService } from '../dispute-outcomes/dispute-outcomes.service';
import { bureauFilesOfUpload } from '../dispute-outcomes/file-items';
import type { DateOfBirthService } from '../users/date-of-birth.service';
import type { UsersService } from '../users/users.service';
import { mergeModelReading } from './model-reading/merge-model-reading';
import { isoDayOf } from './report-dates';
import {
  answeredIdentity,
  birthDatesMatch,
  identityMismatches,
  reportPersonalDetails,
} from './report-identity';
import { creditorKey } from './report-parser/creditor-names';
import { parseReport } from './report-parser/parse-report';
import { analysisOf } from './report-parser/report-analysis';
import type { ReportLine } from './report-parser/report-lines';
import type { ReadReport } from './report-reading/read-report';
import { createReadingBudget } from './report-reading/reading-budget';
import { UnreadableReportError } from './report-reading/report-read-errors';
import { readingFailure } from './report-reading/report-verdict';
import type { ReportUploadSummaryRow, ReportUploadsRepository } from './report-uploads.repository';

/** An analysis as answered: its identity check without a full date of birth. */
const withAnsweredIdentity = (a: AiAnalysis): AiAnalysis =>
  a.identity ? { ...a, identity: answeredIdentity(a.identity) } : a;

const toUpload = (r: ReportUploadSummaryRow): UploadCreditReportResponse => ({
  id: r.id,
  userId: r.userId,
  fileName: r.fileName,
  fileType: r.fileType,
  sizeBytes: r.sizeBytes,
  sha256: r.sha256,
  description: r.description,
  extraction: r.extraction,
  confirmedAt: r.confirmedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  aiAnalysis: withAnsweredIdentity(r.analysis as AiAnalysis),
});

const fileDataField = 'body.fileData';

/**
 * What is kept of a report that could not be read: no item, score or account (nothing half-read can
 * be confirmed into the client's file), only the reason, for the person who opens the file.
 */
const unreadAnalysis = (reason: ReportReadFailureCode, extraction: ReportExtraction): AiAnalysis => ({
  creditScore: null,
  scores: {},
  issuesFound: [],
  recommendations: [],
  accounts: [],
  inquiries: [],
  publicRecords: [],
  layout: 'unread',
  extraction,
  engine: 'builtin',
  message: reportReadFailureText(reason),
  identity: null,
  failure: { reason },
});

/** How a file that failed was being read: OCR for pictures and scans, else by its type. */
const extractionTried = (type: ReportFileType, reason: ReportReadFailureCode): ReportExtraction =>
  type === 'HTML' ? 'html' : type !== 'PDF' || reason === 'SCAN_NOT_READABLE' ? 'ocr' : 'pdf-text';

/** The 422 answer: the reason's words and next step, on the file's field, with the kept upload if any. */
function refusal(reason: ReportReadFailureCode, keptUploadId: number | null): AppError {
  const { message, nextStep } = reportReadFailures[reason];
  const detail: ReportReadRefusalDetail = { field: fileDataField, message, reason, nextStep, keptUploadId };
  return new AppError(422, 'UNREADABLE_REPORT', reportReadFailureText(reason), [detail]);
}

/** An item already in the client's file: the same kind, creditor (or court) and, for a court record, case. */
const sameItemKey = (type: string, creditor: string, caseNumber?: string | null) =>
  `${type}|${creditorKey(creditor)}|${caseNumber ?? ''}`;

/** Credit reports an admin uploads for a client: checked, read, analysed, kept sealed, confirmed. */
export function createReportUploadsService(deps: {
  repo: ReportUploadsRepository;
  secretBox: SecretBox;
  readReport: ReadReport;
  users: Pick<UsersService, 'profile' | 'setMailingAddress'> & Pick<DateOfBirthService, 'dateOfBirthOf'>;
  issues: Pick<CreditIssuesService, 'list' | 'addWithin'>;
  reports: Pick<CreditReportsService, 'recordWithin' | 'latestReading'>;
  /** The outcome ledger: a confirmed report is compared with the client's previous file. */
  outcomes: Pick<DisputeOutcomesService, 'recordFileWithin'>;
  audit: AuditLog;
  /** The clock the audit's age rules use (FCRA §605, two-year inquiries). */
  now?: () => Date;
  /** The company's time zone: the audit's "today" is the calendar day there. */
  timeZone: string;
  /** How long reading one upload may take (PDF text, OCR, parsing) before it answers 422 (REPORT_READING_TIMEOUT_MS). */
  readingTimeLimitMs: number;
  /** Where a parser failure is reported (the upload still answers 422, never 500). */
  log?: (err: unknown) => void;
  /** With AI_PROVIDER=openai a model reads the report too; its reading is merged, flagged for review. */
  ai?: Pick<AiPort, 'engine' | 'readCreditReport'>;
}) {
  const { repo, secretBox, users, issues, reports } = deps;
  const now = deps.now ?? (() => new Date());
  const { readingTimeLimitMs, timeZone } = deps;

  /** Only clients (never an admin) have reports uploaded for them; anyone else is "not found". */
  const client = (userId: number) => clientProfile(users.profile, userId, 'Client');

  /**
   * Reads the file within the time limit and analyses it. A file that cannot be read, or that was read
   * but must not be imported (nothing found, one bureau where three were meant), throws its reason.
   */
  async function readAndAnalyse(
    bytes: Buffer,
    type: ReportFileType,
    triBureau: boolean,
  ): Promise<{ analysis: AiAnalysis; shows: IdentityCheck['reportShows'] }> {
    const budget = createReadingBudget(readingTimeLimitMs, () => now().getTime());
    try {
      const text = await deps.readReport(bytes, type, budget);
      const parsed = analysisOf(parseReport(text.lines, budget), text.extraction, dayIn(timeZone, now()));
      const analysis = await withModelReading(parsed, text.lines);
      const failure = readingFailure(analysis, text.lines, triBureau);
      if (failure) throw new UnreadableReportError(failure);
      return { analysis, shows: reportPersonalDetails(text.lines) };
    } catch (err) {
      if (err instanceof UnreadableReportError) throw err;
      // A parser failure on a strange file is the file's fault for the person, a bug for the log.
      deps.log?.(err);
      throw new UnreadableReportError('DAMAGED_FILE');
    }
  }

  /** The model's reading merged in when one is configured; if the model fails, the built-in reading stands alone. */
  async function withModelReading(analysis: AiAnalysis, lines: ReportLine[]): Promise<AiAnalysis> {
    if (deps.ai?.engine !== 'openai') return analysis;
    const text = lines.map((l) => l.cells.map((c) => c.text).join('  ')).join('\n');
    try {
      const reading = await deps.ai.readCreditReport(text);
      return reading ? mergeModelReading(analysis, reading) : analysis;
    } catch (err) {
      if (!(err instanceof AiProviderError)) throw err;
      deps.log?.(err);
      const note = 'The AI model could not read this report; the built-in reading is shown.';
      return { ...analysis, message: [analysis.message, note].filter(Boolean).join(' ') };
    }
  }

  return {
    /**
     * Reads, analyses and keeps the upload. A report that cannot be read is a 422 with its reason; the
     * file is kept (with no item in it) for a person when the reason says so, which puts it in the work queue.
     */
    async upload(
      admin: SessionUser,
      input: z.output<typeof uploadCreditReportRequest>,
      origin: RequestOrigin,
    ) {
      if (!input.userId) {
        throw badRequest(`${reportUploadMessages.selectClientTitle} — ${reportUploadMessages.selectClient}`, [
          { field: 'body.userId', message: reportUploadMessages.selectClient },
        ]);
      }
      await assertCanSee(admin, input.userId, 'User');
      const owner = await client(input.userId);
      const bytes = Buffer.from(input.fileData, 'base64');
      const { type: actual, sha256 } = checkedUpload(
        bytes,
        input,
        reportFileType.options,
        reportUploadMessages.wrongType,
      );
      const keep = (analysis: AiAnalysis) =>
        repo.insert(
          {
            userId: owner.id,
            uploadedById: admin.id,
            fileName: input.fileName,
            fileType: actual,
            sizeBytes: bytes.length,
            sha256,
            description: input.description || reportUploadMessages.defaultDescription(input.fileName),
            contentSealed: secretBox.seal(bytes.toString('base64')),
            extraction: analysis.extraction,
            analysis,
          },
          (tx, row) =>
            deps.audit.record(
              {
                actorId: admin.id,
                action: 'report.uploaded',
                targetType: 'credit_report_upload',
                targetId: row.id,
                subjectUserId: row.userId,
                origin,
                details: {
                  fileType: row.fileType,
                  sizeBytes: row.sizeBytes,
                  sha256: row.sha256,
                  issuesFound: analysis.issuesFound.length,
                  extraction: row.extraction,
                  ...(analysis.failure ? { unreadable: analysis.failure.reason } : {}),
                },
              },
              tx,
            ),
        );
      let read: Awaited<ReturnType<typeof readAndAnalyse>>;
      try {
        read = await readAndAnalyse(bytes, actual, input.triBureau ?? false);
      } catch (err) {
        if (!(err instanceof UnreadableReportError)) throw err;
        const kept = reportReadFailures[err.reason].kept
          ? await keep(unreadAnalysis(err.reason, extractionTried(actual, err.reason)))
          : null;
        throw refusal(err.reason, kept?.id ?? null);
      }
      const earlier = await repo.findSameFile(owner.id, sha256);
      const onFile = { ...owner, dateOfBirth: await users.dateOfBirthOf(owner.id) };
      const analysis: AiAnalysis = {
        ...read.analysis,
        identity: {
          reportShows: read.shows,
          mismatches: identityMismatches(read.shows, onFile),
          dateOfBirthMatches: birthDatesMatch(read.shows, onFile),
          duplicateOf: earlier ? { id: earlier.id, createdAt: earlier.createdAt.toISOString() } : null,
        },
      };
      return toUpload(await keep(analysis));
    },

    /** The uploaded file as it came, for a person to open (an unreadable report above all). */
    async file(viewer: SessionUser, id: number) {
      const stored = await repo.findFile(id);
      if (!stored) throw notFound('Credit report upload');
      // A specialist opens only their own clients' reports.
      await assertCanSee(viewer, stored.userId, 'Credit report upload');
      return {
        fileName: stored.fileName,
        contentType: reportFileContentTypes[stored.fileType],
        bytes: Buffer.from(secretBox.open(stored.contentSealed), 'base64'),
      };
    },

    async list(admin: SessionUser, userId: number) {
      await assertCanSee(admin, userId, 'User');
      await client(userId);
      return (await repo.listForUser(userId)).map(toUpload);
    },

    /**
     * The chosen found items become credit issues (none twice); the score becomes a history point
     * once. The items, the confirmation, the score and the audit entries land together or not at all.
     */
    async confirm(
      id: number,
      { issues: chosen, identityOverride, mailingAddress }: ConfirmReportUploadRequest,
      by: Acting,
    ): Promise<ConfirmReportUploadResponse> {
      const upload = await repo.find(id);
      if (!upload) throw notFound('Credit report upload');
      // Another organization's upload does not exist for this admin.
      await assertCanSee(by.user, upload.userId, 'Credit report upload');
      const analysis = upload.analysis as AiAnalysis;
      const mismatches = analysis.identity?.mismatches ?? [];
      // A report of someone else must not enter this client's file by a plain click.
      if (mismatches.length > 0 && !identityOverride) {
        throw new AppError(409, 'IDENTITY_MISMATCH', identityMessages.overrideRequired, [
          { field: 'body.identityOverride', message: identityMessages.overrideRequired },
        ]);
      }
      const bad = chosen.filter((i) => !analysis.issuesFound[i]);
      if (bad.length) {
        throw badRequest(`No found item number ${bad.join(', ')}`, [
          { field: 'body.issues', message: 'Unknown item' },
        ]);
      }
      const existing = new Set(
        (await issues.list(upload.userId)).map((i) => sameItemKey(i.type, i.creditor, i.caseNumber)),
      );
      const skipped: ConfirmReportUploadResponse['skipped'] = [];
      const toAdd: NewCreditIssue[] = [];
      for (const index of [...new Set(chosen)]) {
        const found = analysis.issuesFound[index] as AiAnalysis['issuesFound'][number];
        const key = sameItemKey(found.type, found.creditor, found.caseNumber);
        if (existing.has(key)) {
          skipped.push({ index, creditor: found.creditor, type: found.type });
          continue;
        }
        existing.add(key);
        toAdd.push({
          userId: upload.userId,
          type: found.type,
          title: `${creditIssueTypeLabels[found.type]} - ${found.creditor}${found.caseNumber ? `, case ${found.caseNumber}` : ''}`,
          description: found.description,
          creditor: found.creditor,
          accountNumber: found.accountLast4,
          caseNumber: found.caseNumber,
          amountCents: found.amount === null ? null : Math.round(found.amount * 100),
          dateReported: isoDayOf(found.dateReported),
          impact: found.impactPoints,
          bureaus: found.bureaus,
          findings: found.findings,
        });
      }
      // The address read from the report, as the admin checked it: letters take it as their return address.
      if (mailingAddress) await users.setMailingAddress(upload.userId, mailingAddress);
      // The reading gives the score; utilization and account age stay what the last reading said,
      // or unknown (a specialist's statement is not carried into a reading).
      const previous = analysis.creditScore === null ? null : await reports.latestReading(upload.userId);
      const audited = {
        actorId: by.user.id,
        targetType: 'credit_report_upload',
        targetId: id,
        subjectUserId: upload.userId,
        origin: by,
      };
      return repo.inTransaction(async (tx) => {
        const created = await issues.addWithin(tx, toAdd);
        let recordedScore: number | null = null;
        const confirmedNow = await repo.markConfirmed(id, tx);
        // Only now, past the identity check (or its audited override), does the report count as the
        // client's file; a report with nothing read (kept unreadable) is no file.
        if (confirmedNow && !analysis.failure) {
          const at = now();
          await deps.outcomes.recordFileWithin(tx, {
            userId: upload.userId,
            files: bureauFilesOfUpload(analysis, upload.sha256),
            at,
            today: dayIn(timeZone, at),
          });
        }
        if (confirmedNow && analysis.creditScore !== null) {
          const report = await reports.recordWithin(tx, {
            userId: upload.userId,
            creditScore: analysis.creditScore,
            utilizationRate: previous?.utilizationRate ?? null,
            accountAge: previous?.accountAge ?? null,
            source: 'upload',
          });
          recordedScore = report.creditScore;
        }
        if (mismatches.length > 0 && identityOverride) {
          const details = { mismatches, reason: identityOverride.reason };
          await deps.audit.record({ ...audited, action: 'report.identity_overridden', details }, tx);
        }
        const details = { created: created.length, skipped: skipped.length, recordedScore };
        await deps.audit.record({ ...audited, action: 'report.confirmed', details }, tx);
        return { created, skipped, recordedScore };
      });
    },
  };
}
export type ReportUploadsService = ReturnType<typeof createReportUploadsService>;
