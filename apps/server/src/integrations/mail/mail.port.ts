export interface MailMessage {
  to: string;
  subject: string;
  body: string;
  /** Extra headers, e.g. List-Unsubscribe on a notice. */
  headers?: Record<string, string>;
}

/** Sends mail, or keeps it in the stored outbox when no SMTP server is configured. */
export interface MailPort {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}
