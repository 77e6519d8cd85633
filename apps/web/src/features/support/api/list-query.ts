import type { SupportListQuery } from '@app/contracts/support.contract';

/** The list filters with empty ones left out, so an empty search box sends no `search`. */
export const listQuery = (q: SupportListQuery) =>
  Object.fromEntries(Object.entries(q).filter(([, value]) => value !== undefined && value !== '')) as {
    [K in keyof SupportListQuery]?: string | number;
  };
