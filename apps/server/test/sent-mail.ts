import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { MailMessage } from '../src/integrations/mail/mail.port';

/** Mail as the person received it (links whole), from the app's development maildir, newest first. */
export function sentMailTo(app: { devMaildir: string }, email: string): MailMessage[] {
  return readdirSync(app.devMaildir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
    .map((name) => JSON.parse(readFileSync(path.join(app.devMaildir, name), 'utf8')) as MailMessage)
    .filter((m) => m.to.toLowerCase() === email.toLowerCase());
}
