import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { platformOrganizationId } from '@app/contracts/platform-operator.contract';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { inOrganization } from '../db/organization-context';
import { loadEncryptionKey } from '../platform/crypto/encryption-key';
import { createSecretBox } from '../platform/crypto/secret-box';
import { createAdminAccount } from './admin-account.repository';

// Usage: npm run create-admin -- --email E --first F --last L
const { values } = parseArgs({
  options: { email: { type: 'string' }, first: { type: 'string' }, last: { type: 'string' } },
});
if (!values.email || !values.first || !values.last) {
  console.error('Usage: npm run create-admin -- --email E --first F --last L');
  process.exit(2);
}

// Random, and meets every password rule; the admin must replace it at first sign-in.
const temporaryPassword = `Tmp-${randomBytes(12).toString('base64url')}#9a`;
const config = loadConfig();
const secretBox = createSecretBox(
  loadEncryptionKey({ configured: config.ENCRYPTION_KEY, dataDir: config.dataDir, log: console.log }),
);
const database = await openDatabase(config, { info: () => {} }, secretBox);
try {
  // The command-line admin belongs to the organization that runs the platform.
  const created = await inOrganization(platformOrganizationId, () =>
    createAdminAccount(database.db, {
      email: values.email as string,
      firstName: values.first as string,
      lastName: values.last as string,
      temporaryPassword,
    }),
  );
  if (!created) {
    console.error(`A user with the email ${values.email} already exists.`);
    process.exitCode = 1;
  } else {
    console.log(`Admin ${values.email} created (id ${created.id}).`);
    console.log(`Temporary password: ${temporaryPassword}`);
    console.log('It must be changed at first sign-in.');
  }
} finally {
  await database.close();
}
