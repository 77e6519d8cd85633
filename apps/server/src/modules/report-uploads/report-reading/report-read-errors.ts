/** Why a file could not be read as a report; the route answers 422 and nothing is stored. */
export type UnreadableReason = 'corrupted' | 'no-text' | 'encrypted' | 'timeout';

export class UnreadableReportError extends Error {
  constructor(
    message: string,
    readonly reason: UnreadableReason,
  ) {
    super(message);
    this.name = 'UnreadableReportError';
  }
}
