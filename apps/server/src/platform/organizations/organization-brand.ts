import type { OrganizationBranding } from '@app/contracts/organizations.contract';
import { platformOrganizationId } from '../../db/schema/organizations';
import type { OrganizationsRepository } from './organizations.repository';

/**
 * What a company shows of itself, where its logo is served (null: it has none), and the slug and
 * host it is reached by.
 */
export type OrganizationBrand = OrganizationBranding & {
  logoUrl: string | null;
  slug: string;
  host: string | null;
};

/**
 * The logo's address. The page's own organization answers it (by host or session, else the slug it
 * names: a picture's request carries no header, and a company reached at the platform's host is
 * named only by its slug); the version changes with each upload, so a cached copy is never shown
 * after a new logo.
 */
export const logoUrlOf = (updatedAt: Date | null, slug: string) =>
  updatedAt ? `/api/app-info/logo?v=${updatedAt.getTime()}&org=${encodeURIComponent(slug)}` : null;

/**
 * Each organization's brand, read where the product writes in a company's name: its pages, letters,
 * contracts, e-mails and PDFs. One lookup by key per use; a changed brand shows at once.
 */
export function createBrandBook(repo: Pick<OrganizationsRepository, 'findById'>) {
  return {
    /** The organization's brand; none named, or an id that names none, gets the platform's. */
    async brandOf(organizationId: number | undefined): Promise<OrganizationBrand> {
      const row =
        (organizationId === undefined ? undefined : await repo.findById(organizationId)) ??
        (await repo.findById(platformOrganizationId));
      if (!row) throw new Error('The platform organization (id 1) is missing: run the migrations');
      return {
        companyName: row.companyName,
        primaryColour: row.primaryColour,
        supportEmail: row.supportEmail,
        supportPhone: row.supportPhone,
        senderName: row.senderName,
        returnAddress: row.returnAddress,
        croaBusinessName: row.croaBusinessName,
        croaBusinessAddress: row.croaBusinessAddress,
        logoUrl: logoUrlOf(row.logoUpdatedAt, row.slug),
        slug: row.slug,
        host: row.host,
      };
    },
  };
}
export type BrandBook = ReturnType<typeof createBrandBook>;
export type BrandOf = BrandBook['brandOf'];
