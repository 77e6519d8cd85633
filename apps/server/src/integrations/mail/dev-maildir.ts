import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MailPort } from './mail.port';

/**
 * Development and tests only (never in production, which the configuration refuses): every mail is
 * also written whole, links included, as one JSON file in this folder, so that a browser test can
 * follow a reset or invitation link the way the person would from their inbox.
 */
export function withDevMaildir(port: MailPort, dir: string): MailPort {
  mkdirSync(dir, { recursive: true });
  let sequence = 0;
  const run = randomBytes(4).toString('hex');
  return {
    transport: port.transport,
    async send(m) {
      await port.send(m);
      sequence++;
      const name = `${run}-${String(sequence).padStart(9, '0')}.json`;
      writeFileSync(path.join(dir, name), JSON.stringify({ sequence, run, ...m }));
    },
  };
}
