import { randomBytes } from 'node:crypto';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEncryptionKey } from './encryption-key';
import { createSecretBox } from './secret-box';

describe('secret box', () => {
  const key = randomBytes(32);

  it('round-trips and never shows the plaintext', () => {
    const box = createSecretBox(key);
    const sealed = box.seal('123-45-6789');
    expect(sealed).not.toContain('123-45-6789');
    expect(sealed).not.toBe(box.seal('123-45-6789'));
    expect(box.open(sealed)).toBe('123-45-6789');
  });

  it('detects tampering', () => {
    const box = createSecretBox(key);
    const parts = box.seal('4111111111111111').split('.');
    parts[4] = Buffer.from('x'.repeat(16)).toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
  });

  it('reads secrets sealed under a previous key after rotation', () => {
    const sealedOld = createSecretBox(key).seal('old secret');
    const rotated = createSecretBox(randomBytes(32), [key]);
    expect(rotated.open(sealedOld)).toBe('old secret');
    expect(() => createSecretBox(randomBytes(32)).open(sealedOld)).toThrow(/No encryption key/);
  });

  it('generates the embedded key once, readable only by its owner', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'key-'));
    const logs: string[] = [];
    const first = loadEncryptionKey({ dataDir: dir, log: (m) => logs.push(m) });
    const second = loadEncryptionKey({ dataDir: dir, log: (m) => logs.push(m) });
    expect(first.equals(second)).toBe(true);
    expect(logs).toHaveLength(1);
    expect(statSync(path.join(dir, 'encryption.key')).mode & 0o777).toBe(0o600);
  });
});
