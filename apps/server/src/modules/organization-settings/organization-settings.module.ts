import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AuditLog } from '../../platform/audit/audit-log';
import { createOrganizationsRepository } from '../../platform/organizations/organizations.repository';
import { organizationSettingsRoutes } from './organization-settings.routes';
import { createOrganizationSettingsService } from './organization-settings.service';

/** The organization's own settings: branding, CROA details, logo, and its plan's client places. */
export function organizationSettingsModule(deps: { db: Database; audit: AuditLog }) {
  const service = createOrganizationSettingsService({
    repo: createOrganizationsRepository(deps.db),
    audit: deps.audit,
  });
  const register = async (app: FastifyInstance) => {
    await app.register(organizationSettingsRoutes, { service });
  };
  return { service, register };
}
