import type { AppInfo } from '@app/contracts/app-info.contract';
import { keepOrganization, organizationSlugOf } from '@app/contracts/common/organization-path';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { paths } from '../config/paths';
import { appInfoKeys } from './query-keys/app-info';

/**
 * The company a page shows when it was reached at the platform's host (`/o/<slug>`, `?org=<slug>`):
 * the slug the page's address names, else the one the page's company answered with (a signed-in
 * person's company reached at the platform's host); null for the platform's own pages.
 */
function organizationSlugNow(
  queryClient: QueryClient,
  at: { pathname: string; search: string } = window.location,
): string | null {
  return (
    organizationSlugOf(at.pathname, at.search) ??
    queryClient.getQueryData<AppInfo>(appInfoKeys.all)?.organizationSlug ??
    null
  );
}

/** The sign-in page of the page's company: its own (`/o/<slug>/sign-in`) or the platform's. */
export const signInPathNow = (queryClient: QueryClient) =>
  keepOrganization(paths.login, organizationSlugNow(queryClient), true);

/**
 * Links of the signed-out pages that keep the company: `to(path)` for any page (the landing page
 * becomes `/o/<slug>`, any other carries `?org=<slug>`), `signIn` for its sign-in page.
 */
export function useOrganizationAddress() {
  const location = useLocation();
  const slug = organizationSlugNow(useQueryClient(), location);
  return {
    slug,
    to: (path: string) => keepOrganization(path, slug),
    signIn: keepOrganization(paths.login, slug, true),
    /** One of the platform's sign-in addresses (`/auth`, `/admin/auth`), or the company's own. */
    signInAt: (path: string) => keepOrganization(path, slug, true),
  };
}
