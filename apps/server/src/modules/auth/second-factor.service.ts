import { type adminMfaModes, type MfaVerifyRequest, mfaMessages } from '@app/contracts/auth.contract';
import type { ErrorCode } from '@app/contracts/common/error-codes';
import { isTeamMember } from '@app/contracts/team-roles';
import QRCode from 'qrcode';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { Sessions } from '../../platform/auth/sessions';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { matchTotp, newTotpSecret, otpauthUrl } from '../../platform/auth/totp';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { AppError } from '../../platform/errors';
import type { AuthRepository } from './auth.repository';
import { assertMayTry } from './lockout';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import type { SecondFactorRepository } from './second-factor.repository';

export type AdminMfaMode = (typeof adminMfaModes)[number];
type SecondFactorStep = 'enroll' | 'verify';

interface RequestMeta {
  ip: string;
  userAgent?: string;
}

/** The caller's session: who, which session, and whether it still owes its second factor. */
interface CallerSession {
  user: SessionUser;
  tokenHash: string;
  secondFactorPending: boolean;
}

export function createSecondFactorService(deps: {
  repo: SecondFactorRepository;
  /** Wrong codes count toward the same per-account lockout as wrong passwords. */
  failures: Pick<AuthRepository, 'recordFailedLogin' | 'failedLoginsSince'>;
  sessions: Pick<Sessions, 'rotate'>;
  /** Whether a password is the user's own, for the re-check before enrolment. */
  passwords: { matches: (userId: number, password: string) => Promise<boolean> };
  secretBox: SecretBox;
  audit: Pick<AuditLog, 'record'>;
  /** The login lockout's policy (LOGIN_LOCKOUT_ATTEMPTS within LOGIN_LOCKOUT_MINUTES). */
  lockout: { attempts: number; minutes: number };
  mode: AdminMfaMode;
  /** The name an authenticator app shows beside the code. */
  /** The name an authenticator app lists the code under: the person's company. */
  issuerOf: (organizationId: number) => Promise<string>;
  now?: () => Date;
}) {
  const { repo, failures, sessions, secretBox, audit, lockout, mode } = deps;
  const now = deps.now ?? (() => new Date());
  const emailKey = (user: SessionUser) => user.email.trim().toLowerCase();

  const assertNotLocked = (user: SessionUser) => assertMayTry(failures, emailKey(user), lockout, now());

  const refusalCodes: Record<'code' | 'recoveryCode' | 'password', ErrorCode> = {
    code: 'INVALID_CODE',
    recoveryCode: 'INVALID_RECOVERY_CODE',
    password: 'INVALID_PASSWORD',
  };

  async function refuse(
    user: SessionUser,
    meta: RequestMeta,
    field: 'code' | 'recoveryCode' | 'password',
    message: string,
  ) {
    // Counted with wrong passwords at sign-in, so guessing here buys nothing either; the count and
    // its audit entry land together, or neither.
    await repo.inTransaction(async (tx) => {
      await failures.recordFailedLogin(emailKey(user), meta.ip, tx);
      await audit.record(
        {
          actorId: user.id,
          action: field === 'password' ? 'mfa.password_rejected' : 'mfa.code_rejected',
          subjectUserId: user.id,
          origin: meta,
        },
        tx,
      );
    });
    const code = refusalCodes[field];
    return new AppError(400, code, message, [{ field, message }]);
  }

  async function enabledState(userId: number) {
    const state = await repo.findState(userId);
    return { secretSealed: state?.secretSealed ?? null, enabled: !!state?.enabledAt };
  }

  return {
    /** What an admin owes after a right password; null: the password suffices. Non-admins owe nothing. */
    stepAfterPassword(
      user: Pick<SessionUser, 'accessLevel' | 'teamRole'> & {
        mfaEnabledAt: Date | null;
        mfaRequired?: boolean;
      },
    ) {
      if (!isTeamMember(user)) return null;
      if (user.mfaEnabledAt) return 'verify' as const;
      // A company's owner owes it whatever ADMIN_MFA says: they hold every client's data.
      return mode === 'required' || user.mfaRequired ? ('enroll' as const) : null;
    },

    async status(caller: CallerSession) {
      const { enabled } = await enabledState(caller.user.id);
      const pending: SecondFactorStep | null = caller.secondFactorPending
        ? enabled
          ? 'verify'
          : 'enroll'
        : null;
      return {
        mode,
        enabled,
        pending,
        recoveryCodesRemaining: enabled ? await repo.countUnusedRecoveryCodes(caller.user.id) : 0,
      };
    },

    /** A new secret, kept sealed until a first code confirms the person's app has it. */
    async startEnrollment(caller: CallerSession, password: string | undefined, meta: RequestMeta) {
      if ((await enabledState(caller.user.id)).enabled) {
        throw new AppError(409, 'MFA_ALREADY_ENABLED', mfaMessages.alreadyEnabled);
      }
      if (!caller.secondFactorPending) {
        if (!password) {
          throw new AppError(400, 'PASSWORD_REQUIRED', mfaMessages.passwordRequired, [
            { field: 'password', message: mfaMessages.passwordRequired },
          ]);
        }
        await assertNotLocked(caller.user);
        if (!(await deps.passwords.matches(caller.user.id, password))) {
          throw await refuse(caller.user, meta, 'password', mfaMessages.passwordIncorrect);
        }
      }
      const secret = newTotpSecret();
      if (!(await repo.saveUnconfirmedSecret(caller.user.id, secretBox.seal(secret)))) {
        throw new AppError(409, 'MFA_ALREADY_ENABLED', mfaMessages.alreadyEnabled);
      }
      const url = otpauthUrl(secret, await deps.issuerOf(caller.user.organizationId), caller.user.email);
      const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return {
        otpauthUrl: url,
        secret,
        qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      };
    },

    async confirmEnrollment(caller: CallerSession, code: string, meta: RequestMeta) {
      const { user } = caller;
      await assertNotLocked(user);
      const state = await enabledState(user.id);
      if (state.enabled) throw new AppError(409, 'MFA_ALREADY_ENABLED', mfaMessages.alreadyEnabled);
      if (!state.secretSealed) throw new AppError(409, 'MFA_NOT_STARTED', mfaMessages.notStarted);
      const step = matchTotp(secretBox.open(state.secretSealed), code, now().getTime());
      if (step === null) throw await refuse(user, meta, 'code', mfaMessages.invalidCode);
      const recoveryCodes = newRecoveryCodes();
      const session = await repo.inTransaction(async (tx) => {
        if (!(await repo.enable(user.id, step, recoveryCodes.map(hashRecoveryCode), tx))) return null;
        // A new token for the now complete session; sessions opened with the password alone end,
        // since from now on each needs the code.
        const rotated = await sessions.rotate(
          user.id,
          caller.tokenHash,
          meta,
          { endOthers: true, secondFactorPassed: true },
          tx,
        );
        await audit.record(
          { actorId: user.id, action: 'mfa.enrolled', subjectUserId: user.id, origin: meta },
          tx,
        );
        return rotated;
      });
      if (!session) throw await refuse(user, meta, 'code', mfaMessages.codeReused);
      return { recoveryCodes, session };
    },

    async verify(caller: CallerSession, body: MfaVerifyRequest, meta: RequestMeta) {
      const { user } = caller;
      if (!caller.secondFactorPending) throw new AppError(409, 'MFA_NOT_PENDING', mfaMessages.notPending);
      await assertNotLocked(user);
      const state = await enabledState(user.id);
      if (!state.enabled || !state.secretSealed) {
        throw new AppError(409, 'MFA_NOT_ENABLED', mfaMessages.notEnabled);
      }
      const step =
        body.code === undefined
          ? null
          : matchTotp(secretBox.open(state.secretSealed), body.code, now().getTime());
      if (body.code !== undefined && step === null) {
        throw await refuse(user, meta, 'code', mfaMessages.invalidCode);
      }
      // The code (or recovery code) is spent, the session completed and the entry written together.
      const passed = await repo.inTransaction(async (tx) => {
        const spent =
          step !== null
            ? await repo.acceptStep(user.id, step, tx)
            : await repo.useRecoveryCode(user.id, hashRecoveryCode(body.recoveryCode ?? ''), tx);
        if (!spent) return null;
        // The token that travelled with the password alone is replaced by a new one.
        const session = await sessions.rotate(
          user.id,
          caller.tokenHash,
          meta,
          { secondFactorPassed: true },
          tx,
        );
        const recoveryCodesRemaining = await repo.countUnusedRecoveryCodes(user.id, tx);
        await audit.record(
          {
            actorId: user.id,
            subjectUserId: user.id,
            origin: meta,
            ...(step !== null
              ? { action: 'mfa.verified' }
              : { action: 'mfa.recovery_code_used', details: { recoveryCodesRemaining } }),
          },
          tx,
        );
        return { session, recoveryCodesRemaining };
      });
      if (!passed) {
        throw step !== null
          ? await refuse(user, meta, 'code', mfaMessages.codeReused)
          : await refuse(user, meta, 'recoveryCode', mfaMessages.invalidRecoveryCode);
      }
      return { success: true as const, ...passed };
    },
  };
}
export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
