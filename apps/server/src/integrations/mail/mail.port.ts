export interface MailMessage {
  to: string;
  subject: string;
  body: string;
  /** Extra headers, e.g. List-Unsubscribe on a notice. */
  headers?: Record<string, string>;
  /** The name shown as the sender (the address stays MAIL_FROM); absent: the product's own. */
  fromName?: string;
  /**
   * The organization the mail is sent for: it then goes out under that company's sender name and
   * closes with its support contact (platform/organizations/branded-mail.ts).
   */
  organizationId?: number;
}

/** Sends mail, or keeps it in the stored outbox when no SMTP server is configured. */
export interface MailPort {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}
