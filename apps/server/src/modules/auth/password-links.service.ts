import type { InvitationLink, InvitationStatus } from '@app/contracts/client-onboarding.contract';
import { keepOrganization } from '@app/contracts/common/organization-path';
import {
  type ForgotPasswordRequest,
  type PasswordLinkPurpose,
  passwordLinkMessages,
  passwordLinkMinutes,
  passwordLinkPath,
  resetRequestLimits,
} from '@app/contracts/password-links.contract';
import { passwordRulesFor } from '@app/contracts/password-rules';
import { platformOrganizationId } from '@app/contracts/platform-operator.contract';
import type { Transaction } from '../../db/transaction';
import type { MailPort } from '../../integrations/mail/mail.port';
import type { AuditLog } from '../../platform/audit/audit-log';
import { assertStrongPassword, hashPassword } from '../../platform/auth/passwords';
import type { Sessions } from '../../platform/auth/sessions';
import { hashToken, newSessionToken } from '../../platform/auth/tokens';
import { AppError } from '../../platform/errors';
import type { PasswordLinksRepository } from './password-links.repository';

interface RequestMeta {
  ip: string;
}

/** Writes a new link's audit entry inside the link's transaction, given when the link expires. */
type LinkAudit = (tx: Transaction, expiresAt: string) => Promise<void>;

const invalidLink = () =>
  new AppError(400, 'PASSWORD_LINK_INVALID', passwordLinkMessages.invalidLink, [
    { field: 'token', message: passwordLinkMessages.invalidLink },
  ]);

/** The e-mail of each kind of link: what it is for, the link, how long it works, and who to ask. */
function linkMail(
  purpose: PasswordLinkPurpose,
  to: { email: string; firstName: string },
  url: string,
  companyName: string,
) {
  if (purpose === 'invite') {
    return {
      to: to.email,
      subject: `Your ${companyName} account is ready: choose your password`,
      body: [
        `Hello ${to.firstName},`,
        '',
        `Your credit specialist at ${companyName} has opened an account for you.`,
        'Choose your password with this link to sign in for the first time:',
        url,
        '',
        'The link works once and for 7 days. If it has expired, use "Forgot password?" on the sign-in screen.',
      ].join('\n'),
    };
  }
  return {
    to: to.email,
    subject: `Reset your ${companyName} password`,
    body: [
      `Hello ${to.firstName},`,
      '',
      'Someone (we hope you) asked to reset the password of your account. Choose a new one with this link:',
      url,
      '',
      'The link works once and for 30 minutes. Using it signs you out everywhere.',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

export function createPasswordLinksService(deps: {
  repo: PasswordLinksRepository;
  sessions: Pick<Sessions, 'endAllForUser' | 'organizationOf'>;
  mail: MailPort;
  audit: Pick<AuditLog, 'record'>;
  /** The web app's address, for the link in the e-mail. */
  publicUrl: string;
  /** The person's company: the mail names it and goes out under its sender name. */
  brandOf: (organizationId: number | undefined) => Promise<{ companyName: string; slug: string }>;
  now?: () => Date;
  /** Where a queued reset mail that failed is reported (never to the person who asked). */
  log?: (err: unknown) => void;
}) {
  const { repo, mail, audit } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Reset mails are sent after the answer, one after another: whether an address has an account,
   * and whether its mail could be sent, never changes what the request answers or how long it takes.
   */
  const queuedMail = new Set<Promise<void>>();
  function afterAnswer(work: () => Promise<void>) {
    const done = new Promise<void>((settle) => setImmediate(settle))
      .then(work)
      .catch((err) => deps.log?.(err))
      .finally(() => queuedMail.delete(done));
    queuedMail.add(done);
  }

  /**
   * Makes a link for a person and mails it; earlier links of the same kind stop working. Only the
   * token's hash is stored: the link exists in the e-mail and in this answer, nowhere else. The
   * link's audit entry (`audited`) is written in the link's own transaction; the mail goes after it.
   */
  async function sendLink(
    user: { id: number; email: string; firstName: string },
    purpose: PasswordLinkPurpose,
    audited?: LinkAudit,
  ): Promise<InvitationLink> {
    const token = newSessionToken();
    const t = now();
    const expiresAt = new Date(t.getTime() + passwordLinkMinutes[purpose] * 60_000);
    await repo.issue(
      { tokenHash: hashToken(token), userId: user.id, purpose, expiresAt },
      t,
      audited && ((tx) => audited(tx, expiresAt.toISOString())),
    );
    const organizationId = await deps.sessions.organizationOf(user.id);
    const { companyName, slug } = await deps.brandOf(organizationId);
    // A company's person lands on its own page at the platform's address (`?org=<slug>`).
    const path = keepOrganization(
      `${passwordLinkPath}?token=${encodeURIComponent(token)}`,
      organizationId === platformOrganizationId ? null : slug,
    );
    const url = `${deps.publicUrl.replace(/\/$/, '')}${path}`;
    await mail.send({ ...linkMail(purpose, user, url, companyName), organizationId });
    return { link: url, expiresAt: expiresAt.toISOString() };
  }

  /**
   * Where a person's invitation stands: 'accepted' once they have set a password of their own,
   * 'none' for an account that was never invited (given a temporary password instead).
   */
  async function invitationOf(userId: number): Promise<{ status: InvitationStatus; expiresAt: Date | null }> {
    const latest = await repo.latestInvitation(userId);
    if (!latest) return { status: 'none', expiresAt: null };
    if (latest.passwordChangedAt) return { status: 'accepted', expiresAt: latest.expiresAt };
    const live = latest.usedAt === null && latest.expiresAt > now();
    return { status: live ? 'pending' : 'expired', expiresAt: latest.expiresAt };
  }

  async function liveLink(token: string) {
    const link = await repo.findLive(hashToken(token), now());
    if (!link) throw invalidLink();
    return link;
  }

  return {
    /**
     * A new invitation (the earlier one stops working); its link is for the professional to copy
     * once. `audited` writes the invitation's entry in the same transaction as the new link (a new
     * client's first invitation has none: the client's creation entry says they were invited).
     */
    sendInvitation: (user: { id: number; email: string; firstName: string }, audited?: LinkAudit) =>
      sendLink(user, 'invite', audited),

    invitationOf,

    /** Invited and not yet in: no password of their own, so nobody can see the account as theirs. */
    async awaitingAcceptance(userId: number) {
      const { status } = await invitationOf(userId);
      return status === 'pending' || status === 'expired';
    },

    /** Same answer whether or not the address has an account; limited per address and per IP. */
    async requestReset(input: Required<ForgotPasswordRequest>, meta: RequestMeta, organizationId: number) {
      const emailKey = input.email.trim().toLowerCase();
      const t = now();
      const recent = await repo.resetRequestsSince(emailKey, meta.ip, new Date(t.getTime() - 3_600_000));
      if (
        recent.byAddress >= resetRequestLimits.perAddressPerHour ||
        recent.byIp >= resetRequestLimits.perIpPerHour
      ) {
        throw new AppError(429, 'TOO_MANY_REQUESTS', passwordLinkMessages.tooMany, undefined, {
          retryAfterSeconds: 3600,
        });
      }
      await repo.recordResetRequest(emailKey, meta.ip, t);
      afterAnswer(async () => {
        const user = await repo.findUserByEmail(emailKey, organizationId);
        if (!user) return;
        await sendLink(user, 'reset', (tx) =>
          audit.record(
            { actorId: null, action: 'auth.password_reset_requested', subjectUserId: user.id, origin: meta },
            tx,
          ),
        );
      });
      return { success: true as const, message: passwordLinkMessages.requested };
    },

    /** Resolves once every reset mail queued so far was sent or failed (tests, shutdown). */
    async mailSettled() {
      while (queuedMail.size > 0) await Promise.allSettled([...queuedMail]);
    },

    async checkLink(token: string) {
      const link = await liveLink(token);
      return { purpose: link.purpose, accessLevel: link.accessLevel, firstName: link.firstName };
    },

    /**
     * Sets the password and ends every session of the person. No session is opened here: the
     * person signs in anew, so an admin still gives the second factor.
     */
    async usePasswordLink(input: { token: string; newPassword: string }, meta: RequestMeta) {
      const link = await liveLink(input.token);
      assertStrongPassword(input.newPassword, passwordRulesFor(link.accessLevel), 'newPassword');
      const passwordHash = await hashPassword(input.newPassword);
      // The link spent, the password set, every session ended and the entry written: together or not at all.
      const done = await repo.inTransaction(async (tx) => {
        if (!(await repo.consumeAndSetPassword(link.id, link.userId, passwordHash, now(), tx))) return false;
        await deps.sessions.endAllForUser(link.userId, tx);
        await audit.record(
          {
            actorId: link.userId,
            action: link.purpose === 'invite' ? 'auth.invitation_accepted' : 'auth.password_reset',
            subjectUserId: link.userId,
            origin: meta,
          },
          tx,
        );
        return true;
      });
      if (!done) throw invalidLink();
      return { success: true as const, message: passwordLinkMessages.done };
    },
  };
}
export type PasswordLinksService = ReturnType<typeof createPasswordLinksService>;
