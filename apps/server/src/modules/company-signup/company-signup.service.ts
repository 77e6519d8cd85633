import { companySignupPath } from '@app/contracts/common/organization-path';
import {
  type CompleteCompanySignupRequest,
  companySignupLinkHours,
  companySignupMessages,
  slugFromName,
} from '@app/contracts/company-signup.contract';
import { organizationMessages } from '@app/contracts/organizations.contract';
import { adminPasswordRules } from '@app/contracts/password-rules';
import { platformOrganizationId } from '@app/contracts/platform-operator.contract';
import { uniqueViolationOf } from '../../db/unique-violation';
import type { MailPort } from '../../integrations/mail/mail.port';
import type { AuditLog } from '../../platform/audit/audit-log';
import { assertStrongPassword, hashPassword } from '../../platform/auth/passwords';
import type { RequestOrigin } from '../../platform/auth/request-origin';
import type { Sessions } from '../../platform/auth/sessions';
import { hashToken, newSessionToken } from '../../platform/auth/tokens';
import { AppError } from '../../platform/errors';
import type { CompanySignupRepository } from './company-signup.repository';

const invalidLink = () =>
  new AppError(400, 'SIGNUP_LINK_INVALID', companySignupMessages.invalidLink, [
    { field: 'token', message: companySignupMessages.invalidLink },
  ]);

const taken = (field: 'slug' | 'host') => {
  const message = field === 'slug' ? organizationMessages.slugTaken : organizationMessages.hostTaken;
  return new AppError(409, 'CONFLICT', message, [{ field, message }]);
};

/**
 * White Label sign-up: the address is proved by a one-time link, then one transaction makes the
 * organization, its owner, the link's use and the entries; the owner's first session can do nothing
 * but set up two-step sign-in.
 */
export function createCompanySignupService(deps: {
  repo: CompanySignupRepository;
  mail: MailPort;
  sessions: Pick<Sessions, 'start'>;
  audit: Pick<AuditLog, 'record'>;
  /** The web app's address, for the link in the e-mail. */
  publicUrl: string;
  platformName: string;
  now?: () => Date;
}) {
  const { repo, mail, audit } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** Anyone may start; the answer is the same whatever the address, and only its owner gets the link. */
    async start(email: string) {
      const token = newSessionToken();
      const expiresAt = new Date(now().getTime() + companySignupLinkHours * 3_600_000);
      await repo.insertLink({ email: email.trim(), tokenHash: hashToken(token), expiresAt });
      const url = `${deps.publicUrl}${companySignupPath}?token=${encodeURIComponent(token)}`;
      await mail.send({
        to: email.trim(),
        subject: `Verify your address to set up your company on ${deps.platformName}`,
        body: [
          'Hello,',
          '',
          `Someone (we hope you) started setting up a credit repair company on ${deps.platformName}.`,
          'Verify your address and go on with this link:',
          url,
          '',
          `The link works once and for ${companySignupLinkHours} hours. If you did not ask for this, ignore this e-mail.`,
        ].join('\n'),
      });
      return { message: companySignupMessages.linkSent };
    },

    async checkLink(token: string) {
      const link = await repo.findLiveLink(hashToken(token), now());
      if (!link) throw invalidLink();
      return { email: link.email, expiresAt: link.expiresAt.toISOString() };
    },

    async complete(input: CompleteCompanySignupRequest, origin: RequestOrigin) {
      const link = await repo.findLiveLink(hashToken(input.token), now());
      if (!link) throw invalidLink();
      assertStrongPassword(input.password, adminPasswordRules, 'password');
      const slug = input.slug || slugFromName(input.companyName);
      const host = input.host || null;
      const clash = await repo.takenAcrossOrganizations(slug, host);
      if (clash.slug) throw taken('slug');
      if (clash.host) throw taken('host');
      const passwordHash = await hashPassword(input.password);
      try {
        return await repo.inTransaction(async (tx) => {
          if (!(await repo.claimLink(link.id, now(), tx))) throw invalidLink();
          const organization = await repo.insertOrganization(
            {
              slug,
              host,
              companyName: input.companyName,
              supportEmail: link.email,
              supportPhone: input.supportPhone || null,
              senderName: input.companyName,
              returnAddress: input.croaBusinessAddress,
              croaBusinessName: input.croaBusinessName,
              croaBusinessAddress: input.croaBusinessAddress,
            },
            tx,
          );
          await repo.linkOrganization(link.id, organization.id, tx);
          const ownerId = await repo.insertOwner(
            {
              organizationId: organization.id,
              email: link.email,
              firstName: input.firstName,
              lastName: input.lastName,
              passwordHash,
            },
            tx,
          );
          const entry = {
            actorId: ownerId,
            action: 'organization.signed_up' as const,
            targetType: 'organization',
            targetId: organization.id,
            subjectUserId: ownerId,
            origin,
            details: { organizationId: organization.id, companyName: organization.companyName, slug },
          };
          // The new company's log and the platform's both start with its sign-up.
          await audit.record({ ...entry, organizationId: organization.id }, tx);
          await audit.record({ ...entry, organizationId: platformOrganizationId }, tx);
          const session = await deps.sessions.start(ownerId, origin, { secondFactorPending: true }, tx);
          return { organization, session };
        });
      } catch (err) {
        // Another sign-up took the name or address between the check and the write.
        const violation = uniqueViolationOf(err);
        if (violation?.constraint?.includes('host')) throw taken('host');
        if (violation?.constraint?.includes('slug')) throw taken('slug');
        throw err;
      }
    },
  };
}
export type CompanySignupService = ReturnType<typeof createCompanySignupService>;
