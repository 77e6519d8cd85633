import { monitoringProviderLabels } from '@app/contracts/credit-monitoring.contract';
import { type BureauIdentity, type BureauPort, BureauProviderError } from './bureaus.port';
import { createExperianAccessToken, type ExperianCredentials } from './experian-access-token';
import { creditFileFromExperian } from './experian-credit-reply';
import { experianRefusalDetail, requestExperian, withinExperianDeadline } from './experian-request';

export interface ExperianConfig extends ExperianCredentials {
  /** The subscriber code Experian issued to this company. */
  subscriberCode: string;
  /** The whole pull (token included) gives up after this long. */
  timeoutMs: number;
}

const mmddyyyy = (iso: string) => `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`;

/**
 * Experian's Credit Profile API: an OAuth 2.0 client-credentials token, then
 * POST /consumerservices/credit-profile/v2/credit-report with the consumer's identity and the
 * permissible purpose of written instruction. Every failure, a slow answer included, becomes
 * BureauProviderError.
 */
export function createExperianBureaus(config: ExperianConfig): BureauPort {
  const accessToken = createExperianAccessToken(config);

  const ask = (identity: BureauIdentity, token: string, signal: AbortSignal) =>
    requestExperian(
      `${config.baseUrl}/consumerservices/credit-profile/v2/credit-report`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          consumerPii: {
            primaryApplicant: {
              name: { firstName: identity.firstName, lastName: identity.lastName },
              dob: { dob: mmddyyyy(identity.dateOfBirth) },
              ssn: { ssn: identity.ssn },
              currentAddress: {
                line1: identity.address.line1,
                city: identity.address.city,
                state: identity.address.state,
                zipCode: identity.address.zipCode.replace('-', ''),
              },
            },
          },
          requestor: { subscriberCode: config.subscriberCode },
          // FCRA §604(a)(2): the consumer's written instruction, recorded before this call.
          permissiblePurpose: { type: '0F' },
          addOns: { riskModels: { modelIndicator: ['V4'] } },
        }),
        signal,
      },
      'Experian',
    );

  function pull(identity: BureauIdentity, now: Date) {
    return withinExperianDeadline(config.timeoutMs, async (signal) => {
      let token = await accessToken.current(signal);
      let reply = await ask(identity, token, signal);
      if (reply.status === 401) {
        // Expired early on Experian's side: one fresh token, one retry, never a loop.
        accessToken.forget(token);
        token = await accessToken.current(signal);
        reply = await ask(identity, token, signal);
      }
      if (reply.status === 404) {
        throw new BureauProviderError('Experian found no credit file for this name, SSN and address');
      }
      if (!reply.ok) {
        throw new BureauProviderError(
          `Experian answered HTTP ${reply.status}${experianRefusalDetail(reply.body)}`,
        );
      }
      return creditFileFromExperian(reply.body, now.toISOString().slice(0, 10));
    });
  }

  return {
    source: 'experian',
    pullCreditFile: (identity, now = new Date()) => pull(identity, now),
    async syncMonitoring(login, now = new Date()) {
      if (login.provider !== 'EXPERIAN' || !login.identity) {
        throw new BureauProviderError(
          `${monitoringProviderLabels[login.provider]} cannot be synced through Experian; connect Experian with your personal information instead`,
        );
      }
      return pull(login.identity, now);
    },
  };
}
