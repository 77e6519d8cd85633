import { monitoringProviderLabels } from '@app/contracts/credit-monitoring.contract';
import { type BureauIdentity, type BureauPort, BureauProviderError } from './bureaus.port';
import { sandboxCreditFile } from './sandbox-file';

/** The person as a bureau matches them: SSN and date of birth, whatever the spelling of the name. */
const identityKey = (identity: BureauIdentity) => `ssn:${identity.ssn}|dob:${identity.dateOfBirth}`;

/** The password a sandbox monitoring service refuses, so a failed sync can be seen and tested. */
export const sandboxRefusedPassword = 'wrong-password';

/** The built-in bureau: deterministic files, no network, no real person's data. */
export function createSandboxBureaus(): BureauPort {
  return {
    source: 'sandbox',
    async pullCreditFile(identity, now = new Date()) {
      return sandboxCreditFile(identityKey(identity), now);
    },
    async syncMonitoring(login, now = new Date()) {
      if (login.password === sandboxRefusedPassword) {
        throw new BureauProviderError(
          `${monitoringProviderLabels[login.provider]} refused the sign-in for ${login.accountEmail}`,
        );
      }
      const key = login.identity
        ? identityKey(login.identity)
        : `email:${login.accountEmail.trim().toLowerCase()}`;
      return sandboxCreditFile(key, now);
    },
  };
}
