import { type ReportReadFailureCode, reportReadFailureText } from '@app/contracts/report-read-failures';

/**
 * Why a file could not be read as a report (one of the contracts' reasons, with their words). The
 * service answers 422; it keeps the file for a person only when the reason says so.
 */
export class UnreadableReportError extends Error {
  constructor(readonly reason: ReportReadFailureCode) {
    super(reportReadFailureText(reason));
    this.name = 'UnreadableReportError';
  }
}
