import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The configured key, or, for the embedded quick start only, one generated into DATA_DIR
 * (mode 0600). loadConfig refuses to start in production without ENCRYPTION_KEY.
 */
export function loadEncryptionKey(opts: {
  configured?: string;
  dataDir: string;
  log: (m: string) => void;
}): Buffer {
  if (opts.configured) return Buffer.from(opts.configured, 'hex');
  const file = path.join(opts.dataDir, 'encryption.key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  mkdirSync(opts.dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('hex'), { mode: 0o600 });
  opts.log(`Generated an encryption key in ${file}; set ENCRYPTION_KEY to manage it yourself.`);
  return key;
}
