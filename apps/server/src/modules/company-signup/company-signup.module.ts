import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { everyCallAcrossOrganizations } from '../../db/organization-context';
import type { MailPort } from '../../integrations/mail/mail.port';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { Sessions } from '../../platform/auth/sessions';
import { createCompanySignupRepository } from './company-signup.repository';
import { companySignupRoutes } from './company-signup.routes';
import { createCompanySignupService } from './company-signup.service';

/** White Label sign-up: a verified address, a new organization and its owner. */
export function companySignupModule(deps: {
  db: Database;
  mail: MailPort;
  sessions: Sessions;
  audit: AuditLog;
  publicUrl: string;
  platformName: string;
  perIpPerMinute: number;
}) {
  // The sign-up's link and its new organization exist before any session names the organization.
  const service = everyCallAcrossOrganizations(
    'companySignup',
    createCompanySignupService({ repo: createCompanySignupRepository(deps.db), ...deps }),
  );
  const register = async (app: FastifyInstance) => {
    await app.register(companySignupRoutes, { service, perIpPerMinute: deps.perIpPerMinute });
  };
  return { service, register };
}
