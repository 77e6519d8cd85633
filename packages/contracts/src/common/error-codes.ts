/**
 * Every `error.code` the API answers. Clients branch on these strings, so a code is never renamed;
 * a new refusal either reuses one or adds one here with the line saying when it is answered.
 */
export const errorCodes = [
  // Request shape
  /** A body, query or parameter failed its schema, or holds a NUL character. */
  'VALIDATION_ERROR',
  /** The request is malformed in a way no field names (a bad cursor, a bad webhook signature). */
  'BAD_REQUEST',
  /** The body was declared JSON but is not valid JSON. */
  'FST_ERR_CTP_INVALID_JSON_BODY',
  /** The body is empty although the content type is JSON. */
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  /** The body is larger than the server accepts (413). */
  'FST_ERR_CTP_BODY_TOO_LARGE',
  /** The content type is not one the route reads (415). */
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  /** The Content-Length header disagrees with the body. */
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  /** Fastify's own validation refused the request. */
  'FST_ERR_VALIDATION',
  /** An Idempotency-Key is replayed with another body (422). */
  'IDEMPOTENCY_KEY_REUSED',

  // Who may ask
  /** No session, or the session ended (401). */
  'UNAUTHENTICATED',
  /** The caller's role or access level does not allow the act (403). */
  'FORBIDDEN',
  /** The caller's plan (and access codes) do not include the tool; the message names the plans that do (403). */
  'NOT_IN_PLAN',
  /** A cross-site request, or one without the CSRF header (403). */
  'CSRF',
  /** An admin's password is right but the second factor has not been given yet (403). */
  'SECOND_FACTOR_REQUIRED',
  /** The account must set a new password before anything else (403). */
  'PASSWORD_RESET_REQUIRED',
  /** A 'Test as Client' session tried an act only the consumer may do (403). */
  'RESERVED_FOR_CLIENT',
  /** 'Test as Client' was asked from inside a 'Test as Client' session (403). */
  'IMPERSONATION_NESTED',
  /** Returning to the admin was asked outside a 'Test as Client' session (409). */
  'NOT_IMPERSONATING',
  /** An admin tried to change their own access level (403). */
  'OWN_ACCESS_LEVEL',

  // Sign-in and passwords
  /** The email and password do not match an account (401). */
  'INVALID_CREDENTIALS',
  /** A non-admin account signed in at the admin portal (403). */
  'ACCESS_DENIED',
  /** The right password for a person whose organization is suspended: nothing is open to them (403). */
  'ORGANIZATION_SUSPENDED',
  /** Too many wrong attempts: sign-in is closed for a while, with Retry-After (429). */
  'ACCOUNT_LOCKED',
  /** The current password given to change it is wrong (400). */
  'INVALID_CURRENT_PASSWORD',
  /** A new password breaks the password rules; one detail per broken rule (400). */
  'WEAK_PASSWORD',
  /** An invitation or reset link is unknown, used or expired (400). */
  'PASSWORD_LINK_INVALID',
  /** A company sign-up link is unknown, used or expired (400). */
  'SIGNUP_LINK_INVALID',
  /** A team invitation link is unknown, used or expired (400). */
  'INVITATION_INVALID',
  /** Too many reset links asked for one address within the hour (429). */
  'TOO_MANY_REQUESTS',
  /** Too many requests from one address in the rate limit window (429). */
  'RATE_LIMITED',

  // Second factor
  /** Setting up the second factor needs the password again (400). */
  'PASSWORD_REQUIRED',
  /** The password given while setting up the second factor is wrong (400). */
  'INVALID_PASSWORD',
  /** The authenticator code is wrong or already used (400). */
  'INVALID_CODE',
  /** The recovery code is wrong or already spent (400). */
  'INVALID_RECOVERY_CODE',
  /** The second factor is already on (409). */
  'MFA_ALREADY_ENABLED',
  /** Confirming the second factor before its setup was started (409). */
  'MFA_NOT_STARTED',
  /** Verifying a second factor when the session is not waiting for one (409). */
  'MFA_NOT_PENDING',
  /** Verifying a second factor the account has not turned on (409). */
  'MFA_NOT_ENABLED',

  // Records
  /** The record does not exist, or the caller may not see it (404). */
  'NOT_FOUND',
  /** The request clashes with the record's present state (409). */
  'CONFLICT',
  /** The email already belongs to another account (409). */
  'EMAIL_TAKEN',
  /** The organization's plan holds no more active client users (409). */
  'CLIENT_LIMIT_REACHED',
  /** A client import whose file is not CSV text (415). */
  'IMPORT_NOT_CSV',
  /** A client import of more rows than one import takes (413). */
  'IMPORT_TOO_MANY_ROWS',
  /** A client import that is not UTF-8 text, lacks a required column, or has no row to import (422). */
  'IMPORT_UNREADABLE',
  /** A sensitive value asked for that is not on file for the client (404). */
  'NOT_ON_FILE',
  /** An invitation was asked for an account that is not a client (409). */
  'NOT_A_CLIENT',
  /** An invitation was asked for a client who already accepted one (409). */
  'INVITATION_ACCEPTED',
  /** 'Test as Client' was asked for a client who has not accepted the invitation (409). */
  'INVITATION_NOT_ACCEPTED',
  /** A status change the record's lifecycle does not allow (409). */
  'INVALID_TRANSITION',
  /** The beta access code was already redeemed (409). */
  'ALREADY_REDEEMED',
  /** A client's document upload would pass their storage quota (413). */
  'QUOTA_EXCEEDED',

  // Credit reports and letters
  /** The score simulator was asked for a client with no credit report (404). */
  'NO_CREDIT_REPORT',
  /** An uploaded credit report could not be read (422). */
  'UNREADABLE_REPORT',
  /** The uploaded report names another person; it needs an explicit override (409). */
  'IDENTITY_MISMATCH',
  /** The letter still holds a bracketed placeholder (409). */
  'LETTER_HAS_PLACEHOLDER',
  /** A letter is mailed before it was approved (409). */
  'NOT_APPROVED',
  /** The client's return address is not on file, so no letter can go out (409). */
  'MAILING_ADDRESS_MISSING',
  /** The three CROA documents are not all signed, so the company's work waits (409). */
  'WAITING_FOR_SIGNATURE',
  /** The client may still cancel free of charge, so nothing is mailed yet (409). */
  'CANCELLATION_PERIOD',
  /** The letter already has its certified mail piece: it is never mailed twice (409). */
  'ALREADY_MAILED',
  /** The client mails this letter themselves under their plan (409). */
  'CLIENT_MAILS',
  /** The print-and-mail provider refused the address as undeliverable; nothing was charged (422). */
  'UNDELIVERABLE_ADDRESS',
  /** A chosen enclosure is not a PDF, JPEG or PNG (409). */
  'ENCLOSURE_REFUSED',
  /** A chosen enclosure shows a full Social Security number; a masked copy is needed (409). */
  'ENCLOSURE_SHOWS_SSN',
  /** A mailed letter is marked handled with no return or delivery issue waiting (409). */
  'NOTHING_TO_HANDLE',
  /** A mail provider's webhook came without a valid, fresh signature (401). */
  'BAD_SIGNATURE',

  // Billing
  /** A consumer plan's agreements are not all signed before checkout (409). */
  'AGREEMENTS_REQUIRED',
  /** The agreement changed since it was shown; it must be read again (409). */
  'TEXT_CHANGED',
  /** The card was declined (402). */
  'CARD_DECLINED',
  /** The card's issuer could not authenticate the payment (402). */
  'AUTHENTICATION_FAILED',
  /** Too many bank verification codes asked within the hour (429). */
  'TOO_MANY_CODES',

  // Outside services and the server itself
  /** The AI model failed; our own words are answered, the provider's go to the log (502). */
  'AI_PROVIDER_ERROR',
  /** The postal service failed (502). */
  'POSTAL_PROVIDER_ERROR',
  /** A credit bureau's provider failed (502). */
  'PROVIDER_ERROR',
  /** The bank's balances could not be refreshed (502). */
  'BANK_SYNC_FAILED',
  /** The database is unreachable; retry after the Retry-After header (503). */
  'SERVICE_UNAVAILABLE',
  /** Anything unexpected, with a fixed message (500). */
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

const known: ReadonlySet<string> = new Set(errorCodes);
/** Whether a string from outside (a thrown library error's code) is one of ours. */
export const isErrorCode = (code: unknown): code is ErrorCode => typeof code === 'string' && known.has(code);
