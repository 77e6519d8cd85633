import type { BureauIdentity } from '../../integrations/bureaus/bureaus.port';
import type { SecretBox } from '../../platform/crypto/secret-box';

// Whom a monitoring connection pulls (name, full SSN, date of birth, address): kept sealed as one
// JSON value, opened only to pull again or for an audited reveal.

export const sealIdentity = (secretBox: Pick<SecretBox, 'seal'>, identity: BureauIdentity) =>
  secretBox.seal(JSON.stringify(identity));

export const openIdentity = (
  secretBox: Pick<SecretBox, 'open'>,
  sealed: string | null,
): BureauIdentity | null => (sealed ? (JSON.parse(secretBox.open(sealed)) as BureauIdentity) : null);
