import type { OrganizationBillingStatus } from '@app/contracts/organization-billing.contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { everyCallAcrossOrganizations } from '../../db/organization-context';
import type { AuditLog } from '../../platform/audit/audit-log';
import { createPlatformOperatorRepository } from './platform-operator.repository';
import { platformOperatorRoutes } from './platform-operator.routes';
import { createPlatformOperatorService } from './platform-operator.service';

/** The platform operator's view of organizations, and owners' time-limited grants to it. */
export function platformOperatorModule(deps: {
  db: Database;
  audit: AuditLog;
  timeZone: string;
  /** Each White Label company's billing (billing module); read across organizations like the rest. */
  billingStatus: () => Promise<Map<number, OrganizationBillingStatus>>;
  now?: () => Date;
}) {
  // Its figures, suspensions and grants are of every organization; a grant is checked in code before
  // any consumer's record is read, and each use is audited on both sides.
  const service = everyCallAcrossOrganizations(
    'platformOperator',
    createPlatformOperatorService({
      repo: createPlatformOperatorRepository(deps.db),
      audit: deps.audit,
      timeZone: deps.timeZone,
      billingStatus: deps.billingStatus,
      now: deps.now,
    }),
  );
  const register = async (app: FastifyInstance) => {
    await app.register(platformOperatorRoutes, { service });
  };
  return { service, register };
}
