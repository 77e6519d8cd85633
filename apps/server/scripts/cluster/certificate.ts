import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync } from 'node:fs';
import path from 'node:path';

export interface Certificate {
  certFile: string;
  keyFile: string;
}

/**
 * A self-signed certificate for localhost and 127.0.0.1, made once per state directory with openssl.
 * Clients trust it by passing the certificate itself as their CA (nothing is added to the system store).
 */
export function selfSignedCertificate(stateDir: string): Certificate {
  const certFile = path.join(stateDir, 'localhost.crt');
  const keyFile = path.join(stateDir, 'localhost.key');
  if (existsSync(certFile) && existsSync(keyFile)) return { certFile, keyFile };
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '30',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'pipe' },
  );
  chmodSync(keyFile, 0o600);
  return { certFile, keyFile };
}
