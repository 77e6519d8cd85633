import { organizationBrandingFields } from '@app/contracts/organization-branding-fields';
import {
  clientLimitOf,
  type OrganizationSettings,
  organizationMessages,
  type updateOrganizationBrandingRequest,
  type uploadLogoRequest,
} from '@app/contracts/organizations.contract';
import type { z } from 'zod';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { Acting } from '../../platform/auth/request-origin';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { logoUrlOf } from '../../platform/organizations/organization-brand';
import type { OrganizationsRepository } from '../../platform/organizations/organizations.repository';
import { checkedLogo } from './logo-file';

/**
 * An organization's admins keep its face to clients: branding, CROA details and logo; they also
 * see how many of the plan's client places are taken. The organization is always the admin's own.
 * Each change of branding or logo is written to the organization's audit log, naming what changed.
 */
export function createOrganizationSettingsService(deps: {
  repo: Pick<OrganizationsRepository, 'findById' | 'activeClients' | 'updateBranding' | 'setLogo' | 'logoOf'>;
  audit: Pick<AuditLog, 'record'>;
  now?: () => Date;
}) {
  const { repo, audit } = deps;
  const now = deps.now ?? (() => new Date());

  async function settings(organizationId: number): Promise<OrganizationSettings> {
    const org = await repo.findById(organizationId);
    if (!org) throw notFound('Organization');
    const { id: _id, slug, status: _status, logoUpdatedAt, ...shown } = org;
    return {
      ...shown,
      logoUrl: logoUrlOf(logoUpdatedAt, slug),
      clients: { active: await repo.activeClients(organizationId), limit: clientLimitOf(org.plan) },
    };
  }

  const logoChanged = (organizationId: number, removed: boolean, actor: Acting) =>
    audit.record({
      actorId: actor.user.id,
      action: 'organization.logo_changed',
      targetType: 'organization',
      targetId: organizationId,
      origin: actor,
      details: { organizationId, removed },
    });

  return {
    settings,

    async updateBranding(
      organizationId: number,
      input: z.output<typeof updateOrganizationBrandingRequest>,
      actor: Acting,
    ) {
      const before = await repo.findById(organizationId);
      if (!before) throw notFound('Organization');
      await repo.updateBranding(organizationId, input);
      const changed = organizationBrandingFields.filter((f) => before[f] !== input[f]);
      // A save that changes nothing is no event.
      if (changed.length > 0) {
        await audit.record({
          actorId: actor.user.id,
          action: 'organization.branding_changed',
          targetType: 'organization',
          targetId: organizationId,
          origin: actor,
          details: { organizationId, changed },
        });
      }
      return settings(organizationId);
    },

    async uploadLogo(organizationId: number, input: z.output<typeof uploadLogoRequest>, actor: Acting) {
      const logo = checkedLogo(input.fileData);
      if ('problem' in logo)
        throw badRequest(logo.problem, [{ field: 'body.fileData', message: logo.problem }]);
      await repo.setLogo(organizationId, {
        data: logo.bytes.toString('base64'),
        contentType: logo.contentType,
        updatedAt: now(),
      });
      await logoChanged(organizationId, false, actor);
      return settings(organizationId);
    },

    async removeLogo(organizationId: number, actor: Acting) {
      await repo.setLogo(organizationId, null);
      await logoChanged(organizationId, true, actor);
      return settings(organizationId);
    },

    /** The logo of the organization a page belongs to. */
    async logo(organizationId: number) {
      const found = await repo.logoOf(organizationId);
      if (!found) throw new AppError(404, 'NOT_FOUND', organizationMessages.logoMissing);
      return { contentType: found.contentType, bytes: Buffer.from(found.data, 'base64') };
    },
  };
}
export type OrganizationSettingsService = ReturnType<typeof createOrganizationSettingsService>;
