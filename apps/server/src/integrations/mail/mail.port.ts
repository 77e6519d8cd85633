export interface MailMessage {
  to: string;
  subject: string;
  body: string;
}

/** Sends mail, or keeps it in the stored outbox when no SMTP server is configured. */
export interface MailPort {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}
