import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for secrets at rest (SSNs, account numbers, monitoring credentials).
 * Each ciphertext names the key that sealed it, so old rows stay readable after a key rotation.
 * Format: v1.<keyId>.<iv>.<tag>.<ciphertext>, base64url parts.
 */
export interface SecretBox {
  seal(plaintext: string): string;
  open(sealed: string): string;
}

const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

export function createSecretBox(current: Buffer, previous: Buffer[] = []): SecretBox {
  for (const k of [current, ...previous])
    if (k.length !== 32) throw new Error('Encryption keys must be 32 bytes');
  const keys = new Map([current, ...previous].map((k) => [keyIdOf(k), k]));
  const currentId = keyIdOf(current);
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [
        'v1',
        currentId,
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    open(sealed) {
      const [version, keyId, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !keyId || !iv || !tag || body === undefined)
        throw new Error('Not a sealed secret');
      const key = keys.get(keyId);
      if (!key) throw new Error(`No encryption key ${keyId} is configured`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
