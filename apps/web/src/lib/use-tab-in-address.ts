import { useSearchParams } from 'react-router';

/**
 * A page’s open tab, kept in the address (`?tab=`) so that a link, a reload or coming back to the page
 * opens it again. The first tab leaves the address without `?tab=`, and a tab the page does not have
 * opens the first one. Choosing a tab replaces the address instead of adding a step to the history.
 */
export function useTabInAddress<Tab extends string>(tabs: readonly Tab[]) {
  const [params, setParams] = useSearchParams();
  // A tabbed page has at least one tab.
  const first = tabs[0] as Tab;
  const asked = params.get('tab');
  const tab = tabs.find((t) => t === asked) ?? first;
  const openTab = (next: string | null) =>
    setParams(next && next !== first ? { tab: next } : {}, { replace: true });
  return [tab, openTab] as const;
}
