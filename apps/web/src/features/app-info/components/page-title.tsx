import { useAppInfo } from '../api/get-app-info';

/** The browser tab's words for a page: the page, then the brand of the organization it belongs to. */
export function pageTitle(page: string, companyName: string | undefined) {
  return companyName ? `${page} · ${companyName}` : page;
}

/**
 * Every page's browser-tab title: "Disputes · Acme Credit". The brand is the page's organization
 * (the host's for a visitor, the signed-in person's otherwise), never the product's own name.
 */
export function PageTitle({ page }: { page: string }) {
  const companyName = useAppInfo().data?.companyName;
  return <title>{pageTitle(page, companyName)}</title>;
}
