import type { OrganizationBranding } from '@app/contracts/organizations.contract';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { organizations, platformOrganizationId, users } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { clientsOfOrganization } from '../../db/user-columns';

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
  logoUpdatedAt: organizations.logoUpdatedAt,
};

async function clientSeats(on: Database | Transaction, organizationId: number, lock: boolean) {
  const plan = on
    .select({ plan: organizations.plan })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const [org] = await (lock ? plan.for('update') : plan);
  const [row] = await on.select({ n: count() }).from(users).where(clientsOfOrganization(organizationId));
  return { plan: org?.plan ?? 'PLATFORM', active: row?.n ?? 0 };
}

/**
 * The organization's plan and active clients, inside the caller's transaction, with the
 * organization's row locked until it ends: two admins adding the 50th client at once are counted
 * one after the other, so the limit holds when they race. Every client takes a place: only team
 * members are ever deactivated.
 */
export const clientSeatsWithin = (tx: Transaction, organizationId: number) =>
  clientSeats(tx, organizationId, true);

/** The same figures read without a lock, for a screen that adds no one (an import's preview). */
export const clientSeatsOf = (db: Database, organizationId: number) => clientSeats(db, organizationId, false);

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

    /** The organization a slug names (slugs are kept in lower case, unique whatever the case). */
    async idBySlug(slug: string) {
      const [row] = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(sql`lower(${organizations.slug})`, slug.toLowerCase()))
        .limit(1);
      return row?.id;
    },

    async findById(id: number) {
      const [row] = await db.select(organizationColumns).from(organizations).where(eq(organizations.id, id));
      return row;
    },

    async activeClients(organizationId: number) {
      const [row] = await db.select({ n: count() }).from(users).where(clientsOfOrganization(organizationId));
      return row?.n ?? 0;
    },

    async updateBranding(id: number, branding: OrganizationBranding) {
      await db.update(organizations).set(branding).where(eq(organizations.id, id));
    },

    /** The logo (base64 and content type), or null to remove it; `updatedAt` versions its address. */
    async setLogo(id: number, logo: { data: string; contentType: string; updatedAt: Date } | null) {
      await db
        .update(organizations)
        .set({
          logoData: logo?.data ?? null,
          logoContentType: logo?.contentType ?? null,
          logoUpdatedAt: logo?.updatedAt ?? null,
        })
        .where(eq(organizations.id, id));
    },

    async logoOf(id: number) {
      const [row] = await db
        .select({ data: organizations.logoData, contentType: organizations.logoContentType })
        .from(organizations)
        .where(eq(organizations.id, id));
      return row?.data && row.contentType ? { data: row.data, contentType: row.contentType } : undefined;
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
