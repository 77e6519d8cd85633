import {
  type BankConnection,
  type BankVerification,
  bankMessages,
  type ConnectBankRequest,
  maxWrongVerificationCodes,
  verificationCodeMinutes,
  verificationCodesPerHour,
} from '@app/contracts/bank-connections.contract';
import type { BankingPort } from '../../integrations/banking/banking.port';
import type { MailPort } from '../../integrations/mail/mail.port';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { AppError, badRequest, conflict, notFound, ProviderFailure } from '../../platform/errors';
import type {
  BankConnectionRow,
  BankConnectionsRepository,
  BankVerificationRow,
} from './bank-connections.repository';
import { bankRecommendations } from './bank-recommendations';
import { codesMatch, maskedEmail, newVerificationCode, verificationMail } from './bank-verification';

export function createBankConnectionsService(deps: {
  repo: BankConnectionsRepository;
  banking: BankingPort;
  mail: MailPort;
  secretBox: SecretBox;
  /** The person's company, named in the code's e-mail. */
  brandOf: (organizationId: number) => Promise<{ companyName: string }>;
  now?: () => Date;
}) {
  const { repo, secretBox } = deps;
  const now = deps.now ?? (() => new Date());

  const toConnection = (row: BankConnectionRow): BankConnection => ({
    id: row.id,
    bankName: row.bankName,
    accountType: row.accountType,
    routingNumber: row.routingNumber,
    accountNumber: row.accountLast4Sealed ? secretBox.open(row.accountLast4Sealed) : null,
    autoPaymentOptimization: row.autoPaymentOptimization,
    connectionStatus: row.connectionStatus,
    lastSync: row.lastSync?.toISOString() ?? null,
    balanceHistory: row.balanceHistory,
    aiRecommendations: bankRecommendations(row),
    linkSource: deps.banking.source,
    connectedAt: row.createdAt.toISOString(),
  });

  const toVerification = (row: BankVerificationRow): BankVerification => ({
    id: row.id,
    sentTo: row.sentTo,
    expiresAt: row.expiresAt.toISOString(),
    verified: row.verifiedAt !== null,
    attemptsLeft: Math.max(0, maxWrongVerificationCodes - row.wrongAttempts),
  });

  /** Someone else's record does not exist for the viewer: connecting and changing are the holder's own. */
  async function ownConnection(viewerId: number, id: number) {
    const row = await repo.connection(id);
    if (!row || row.userId !== viewerId) throw notFound('Bank connection');
    return row;
  }
  async function ownVerification(viewerId: number, id: number) {
    const row = await repo.verification(id);
    if (!row || row.userId !== viewerId) throw notFound('Verification');
    return row;
  }
  /** Why a verification can no longer be used, or null. */
  function spent(row: BankVerificationRow): AppError | null {
    if (row.usedAt) return conflict('This code was already used to connect an account. Send a new code.');
    if (row.wrongAttempts >= maxWrongVerificationCodes) return conflict(bankMessages.locked);
    if (row.expiresAt.getTime() <= now().getTime()) return conflict(bankMessages.expired);
    return null;
  }

  async function sync(viewerId: number, id: number): Promise<BankConnection> {
    const row = await ownConnection(viewerId, id);
    try {
      const balanceHistory = await deps.banking.balances(
        { connectionId: row.id, bankName: row.bankName, accountType: row.accountType },
        now(),
      );
      return toConnection(
        await repo.updateConnection(id, { balanceHistory, lastSync: now(), connectionStatus: 'CONNECTED' }),
      );
    } catch (err) {
      await repo.updateConnection(id, { connectionStatus: 'ERROR' });
      throw new ProviderFailure('BANK_SYNC_FAILED', 'Could not refresh the balances. Try again later.', err);
    }
  }

  return {
    list: async (userId: number) => (await repo.connectionsOf(userId)).map(toConnection),

    /** E-mails a fresh code to the person's own address; a few an hour, each one an e-mail. */
    async sendCode(viewer: { id: number; email: string; organizationId: number }): Promise<BankVerification> {
      const hourAgo = new Date(now().getTime() - 3_600_000);
      if ((await repo.verificationsSince(viewer.id, hourAgo)) >= verificationCodesPerHour)
        throw new AppError(429, 'TOO_MANY_CODES', bankMessages.tooManyCodes, undefined, {
          retryAfterSeconds: 3600,
        });
      const code = newVerificationCode();
      const row = await repo.insertVerification({
        userId: viewer.id,
        codeSealed: secretBox.seal(code),
        sentTo: maskedEmail(viewer.email),
        expiresAt: new Date(now().getTime() + verificationCodeMinutes * 60_000),
      });
      const { companyName } = await deps.brandOf(viewer.organizationId);
      await deps.mail.send({
        ...verificationMail(viewer.email, code, verificationCodeMinutes, companyName),
        organizationId: viewer.organizationId,
      });
      return toVerification(row);
    },

    /** Checks a code on the server; the 10th wrong one locks the attempt for good. */
    async checkCode(viewerId: number, id: number, code: string): Promise<BankVerification> {
      const row = await ownVerification(viewerId, id);
      const refusal = spent(row);
      if (refusal) throw refusal;
      if (row.verifiedAt) return toVerification(row);
      if (!codesMatch(secretBox.open(row.codeSealed), code)) {
        const wrong = await repo.recordWrongCode(id, maxWrongVerificationCodes);
        if (wrong === null || wrong >= maxWrongVerificationCodes) throw conflict(bankMessages.locked);
        const left = maxWrongVerificationCodes - wrong;
        throw badRequest(bankMessages.codeMismatch, [
          {
            field: 'body.code',
            message: `${bankMessages.codeMismatch} (${left} ${left === 1 ? 'try' : 'tries'} left)`,
          },
        ]);
      }
      await repo.markVerified(id, now());
      return { ...toVerification(row), verified: true };
    },

    /** Connects the account once its code was checked; keeps only the account number's last 4 digits, sealed. */
    async connect(viewerId: number, body: ConnectBankRequest): Promise<BankConnection> {
      // Clients that send no verification id connect with the person's newest checked code, which
      // must exist all the same: no account is linked without a code read from the person's e-mail.
      const verification =
        body.verificationId === undefined
          ? await repo.newestVerifiedUnused(viewerId)
          : await ownVerification(viewerId, body.verificationId);
      if (!verification)
        throw badRequest(bankMessages.verificationFirst, [
          { field: 'body.verificationId', message: bankMessages.verificationFirst },
        ]);
      const refusal = spent(verification);
      if (refusal) throw refusal;
      if (!verification.verifiedAt)
        throw badRequest(bankMessages.verificationFirst, [
          { field: 'body.verificationId', message: bankMessages.verificationFirst },
        ]);
      if (!(await repo.consumeVerification(verification.id, now())))
        throw conflict('This code was already used to connect an account. Send a new code.');
      const row = await repo.insertConnection({
        userId: viewerId,
        bankName: body.bankName.trim(),
        accountType: body.accountType,
        routingNumber: body.routingNumber || null,
        accountLast4Sealed: body.accountNumber ? secretBox.seal(body.accountNumber) : null,
        autoPaymentOptimization: body.autoPaymentOptimization ?? false,
      });
      return sync(viewerId, row.id);
    },

    sync,

    async update(viewerId: number, id: number, autoPaymentOptimization: boolean) {
      await ownConnection(viewerId, id);
      return toConnection(await repo.updateConnection(id, { autoPaymentOptimization }));
    },

    async remove(viewerId: number, id: number) {
      await ownConnection(viewerId, id);
      await repo.removeConnection(id);
    },
  };
}
export type BankConnectionsService = ReturnType<typeof createBankConnectionsService>;
