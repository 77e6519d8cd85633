import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { MailPort } from '../../integrations/mail/mail.port';
import type { AuditLog } from '../../platform/audit/audit-log';
import { verifyPassword } from '../../platform/auth/passwords';
import type { Sessions } from '../../platform/auth/sessions';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { createAuthRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import type { LockoutPolicy } from './lockout';
import { createPasswordLinksRepository } from './password-links.repository';
import { passwordLinksRoutes } from './password-links.routes';
import { createPasswordLinksService } from './password-links.service';
import { createSecondFactorRepository } from './second-factor.repository';
import { secondFactorRoutes } from './second-factor.routes';
import { type AdminMfaMode, createSecondFactorService } from './second-factor.service';

export function authModule(deps: {
  log: FastifyBaseLogger;
  db: Database;
  sessions: Sessions;
  audit: AuditLog;
  lockout: LockoutPolicy;
  perIpPerMinute: number;
  secretBox: SecretBox;
  /** ADMIN_MFA: whether every admin must enrol a second factor. */
  adminMfa: AdminMfaMode;
  /** The name authenticator apps show beside the code. */
  brandOf: (organizationId: number | undefined) => Promise<{ companyName: string; slug: string }>;
  mail: MailPort;
  /** The web app's address, for links in e-mails. */
  publicUrl: string;
}) {
  const repo = createAuthRepository(deps.db);
  const secondFactor = createSecondFactorService({
    repo: createSecondFactorRepository(deps.db),
    failures: repo,
    sessions: deps.sessions,
    passwords: {
      matches: async (userId, password) => {
        const hash = await repo.findPasswordHash(userId);
        return hash !== undefined && hash !== null && (await verifyPassword(hash, password));
      },
    },
    secretBox: deps.secretBox,
    audit: deps.audit,
    lockout: deps.lockout,
    mode: deps.adminMfa,
    issuerOf: async (organizationId) => (await deps.brandOf(organizationId)).companyName,
  });
  const service = createAuthService({
    repo,
    sessions: deps.sessions,
    audit: deps.audit,
    lockout: deps.lockout,
    secondFactor,
  });
  const passwordLinks = createPasswordLinksService({
    repo: createPasswordLinksRepository(deps.db),
    sessions: deps.sessions,
    mail: deps.mail,
    audit: deps.audit,
    publicUrl: deps.publicUrl,
    brandOf: deps.brandOf,
    log: (err) => deps.log.error({ err }, 'A password reset e-mail could not be sent'),
  });
  const register = async (app: FastifyInstance) => {
    await app.register(authRoutes, { service, perIpPerMinute: deps.perIpPerMinute });
    await app.register(secondFactorRoutes, { service: secondFactor, perIpPerMinute: deps.perIpPerMinute });
    // Queued reset mails are sent before the database closes.
    app.addHook('onClose', () => passwordLinks.mailSettled());
    await app.register(passwordLinksRoutes, { service: passwordLinks, perIpPerMinute: deps.perIpPerMinute });
  };
  return { service, passwordLinks, register };
}
