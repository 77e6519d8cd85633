import type { SupportListQuery } from '@app/contracts/support.contract';

/** The list filters as a query string, empty ones left out. */
export const listQueryString = (q: SupportListQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(q)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
};
