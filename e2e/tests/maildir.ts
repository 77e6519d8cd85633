import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ReceivedMail {
  to: string;
  subject: string;
  body: string;
  headers?: Record<string, string>;
}

/**
 * Mail as the person receives it, links whole, newest first: the server under test writes every mail
 * to a development maildir (the admin outbox masks the links' tokens, so it cannot be used to follow one):
 * the shared server's, or `dir`, the DEV_MAILDIR given to a server of the test's own.
 */
export function receivedMail(
  email: string,
  dir = path.join(process.env.E2E_DATA_DIR as string, 'maildir'),
): ReceivedMail[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as ReceivedMail)
    .filter((m) => m.to.toLowerCase() === email.toLowerCase());
}
