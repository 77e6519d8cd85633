import { z } from 'zod';
import { fieldIssue } from './common/api-error';

/** The most pages a report may have: credit reports run to a few dozen, so more is not one. */
export const reportMaxPages = 80;
/** The most pixels an image (or a scanned page) may have before it is decoded: about 50 megapixels. */
export const reportMaxImagePixels = 50_000_000;
/** The most a PDF's packed streams may unpack to, all together: a report's pages, even scanned, stay far below. */
export const reportMaxUnpackedBytes = 256 * 1024 * 1024;

/**
 * Why an uploaded report could not be read, one definition each: what the professional is told (plain
 * words), what to do next, and whether the file is kept for a person to look at (with a work-queue
 * item). A file that may be hostile or is not a report file at all (too many pages, a script, an
 * enormous image, a damaged file, reading that ran out of time) is never kept.
 */
export const reportReadFailureCodes = [
  'NOT_A_CREDIT_REPORT',
  'SCAN_NOT_READABLE',
  'PASSWORD_PROTECTED',
  'ONE_BUREAU_ONLY',
  'LAYOUT_NOT_RECOGNISED',
  'TOO_MANY_PAGES',
  'ACTIVE_CONTENT',
  'IMAGE_TOO_LARGE',
  'TOO_MUCH_CONTENT',
  'DAMAGED_FILE',
  'TOO_SLOW',
] as const;
export const reportReadFailureCode = z.enum(reportReadFailureCodes);
export type ReportReadFailureCode = z.infer<typeof reportReadFailureCode>;

export interface ReportReadFailure {
  /** A short heading. */
  title: string;
  /** What went wrong, in the professional's words. */
  message: string;
  /** What to do about it. */
  nextStep: string;
  /** The file is kept (sealed) for a person to open, and the work queue gets an item for it. */
  kept: boolean;
}

export const reportReadFailures: Record<ReportReadFailureCode, ReportReadFailure> = {
  NOT_A_CREDIT_REPORT: {
    title: 'This is not a credit report',
    message:
      'The file was read, but it has none of what a credit report shows: no bureau, score, account or inquiry.',
    nextStep: 'Check that the right file was chosen, then upload the client’s credit report.',
    kept: true,
  },
  SCAN_NOT_READABLE: {
    title: 'The scan could not be read',
    message: 'The report is a picture with no text in it, and its words could not be recognised.',
    nextStep:
      'Download the text version from the bureau or the monitoring service, or scan the pages again, straight and sharp, and upload them as PNG or JPEG images.',
    kept: true,
  },
  PASSWORD_PROTECTED: {
    title: 'The PDF is protected by a password',
    message: 'The report could not be opened because its PDF is protected by a password.',
    nextStep: 'Open it with the password, print it to a new PDF without one, and upload that file.',
    kept: true,
  },
  ONE_BUREAU_ONLY: {
    title: 'Only one bureau is in this report',
    message: 'The upload was marked as a three-bureau report, but the report shows only one bureau.',
    nextStep:
      'Upload the three-bureau report from the monitoring service, or upload this one again without marking it as a three-bureau report.',
    kept: true,
  },
  LAYOUT_NOT_RECOGNISED: {
    title: 'The report’s layout was not recognised',
    message:
      'This looks like a credit report, but no score, account or inquiry could be found in its layout.',
    nextStep:
      'Read the report yourself from the kept file and enter its items by hand, or upload the same report from another source (a bureau’s own PDF or a monitoring service’s saved page).',
    kept: true,
  },
  TOO_MANY_PAGES: {
    title: 'The file has too many pages',
    message: `The PDF has more than ${reportMaxPages} pages; a credit report has far fewer. Nothing was kept.`,
    nextStep: 'Upload only the credit report, not a bundle of documents.',
    kept: false,
  },
  ACTIVE_CONTENT: {
    title: 'The PDF contains scripts or attached files',
    message:
      'The PDF carries scripts or files inside it, which a credit report never does. Nothing was kept.',
    nextStep: 'Download the report again from the bureau or the monitoring service and upload that file.',
    kept: false,
  },
  IMAGE_TOO_LARGE: {
    title: 'The image is too large',
    message: 'The image has far more pixels than a photo or scan of a page. Nothing was kept.',
    nextStep:
      'Scan or photograph the pages at a normal resolution (300 dpi is plenty) and upload them again.',
    kept: false,
  },
  TOO_MUCH_CONTENT: {
    title: 'The PDF unpacks to far too much data',
    message: 'The PDF is small but unpacks to far more data than a credit report holds. Nothing was kept.',
    nextStep: 'Download the report again from the bureau or the monitoring service and upload that file.',
    kept: false,
  },
  DAMAGED_FILE: {
    title: 'The file is damaged',
    message: 'The file could not be opened: it is damaged or not complete. Nothing was kept.',
    nextStep: 'Download the report again and upload the new copy.',
    kept: false,
  },
  TOO_SLOW: {
    title: 'Reading the report took too long',
    message: 'Reading the file took longer than the time allowed, so it was stopped. Nothing was kept.',
    nextStep: 'Upload the report as a PDF with text (not a scan), or upload fewer pages at a time.',
    kept: false,
  },
};

/** The words shown for a failure: what went wrong, then what to do. */
export const reportReadFailureText = (code: ReportReadFailureCode) =>
  `${reportReadFailures[code].message} ${reportReadFailures[code].nextStep}`;

/** How a kept unreadable upload says why, in its stored analysis. */
export const reportReadFailureNote = z.object({ reason: reportReadFailureCode });

/**
 * The 422 answer to a report that could not be read: the field at fault with the reason's code, its
 * words and next step, and the kept upload's id when the file was kept for a person.
 */
export const reportReadRefusalDetail = fieldIssue.extend({
  reason: reportReadFailureCode,
  nextStep: z.string(),
  keptUploadId: z.number().int().nullable(),
});
export type ReportReadRefusalDetail = z.infer<typeof reportReadRefusalDetail>;
