import type { OrganizationBranding } from '@app/contracts/organizations.contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { organizations, platformOrganizationId } from '../../db/schema';

const organizationColumns = {
  id: organizations.id,
  slug: organizations.slug,
  host: organizations.host,
  plan: organizations.plan,
  status: organizations.status,
  companyName: organizations.companyName,
  primaryColour: organizations.primaryColour,
  supportEmail: organizations.supportEmail,
  supportPhone: organizations.supportPhone,
  senderName: organizations.senderName,
  returnAddress: organizations.returnAddress,
  croaBusinessName: organizations.croaBusinessName,
  croaBusinessAddress: organizations.croaBusinessAddress,
};

export function createOrganizationsRepository(db: Database) {
  return {
    /** The organization reached by a host name, whatever its letter case. */
    async idByHost(host: string) {
      const [row] = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(sql`lower(${organizations.host})`, host.toLowerCase()))
        .limit(1);
      return row?.id;
    },

    async findById(id: number) {
      const [row] = await db.select(organizationColumns).from(organizations).where(eq(organizations.id, id));
      return row;
    },

    /**
     * The platform's own organization shows the company the deployment is configured as: its
     * names follow the settings until organizations have a settings screen of their own.
     */
    async setPlatformBranding(branding: Partial<OrganizationBranding>) {
      await db.update(organizations).set(branding).where(eq(organizations.id, platformOrganizationId));
    },
  };
}
export type OrganizationsRepository = ReturnType<typeof createOrganizationsRepository>;
