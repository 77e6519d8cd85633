/** The file could not be read as a report (corrupted, or a scan without text): the route answers 422. */
export class UnreadableReportError extends Error {
  constructor(
    message: string,
    readonly reason: 'corrupted' | 'no-text',
  ) {
    super(message);
    this.name = 'UnreadableReportError';
  }
}
