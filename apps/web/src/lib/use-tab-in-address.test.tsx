import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useTabInAddress } from './use-tab-in-address';

const tabs = ['issues', 'disputes', 'monitor'] as const;

function renderAt(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const [tab, openTab] = useTabInAddress(tabs);
      return { tab, openTab, search: useLocation().search };
    },
    { wrapper },
  );
}

describe('a page’s open tab in its address', () => {
  it('opens the tab the address names, and the first one for a tab the page lacks', () => {
    expect(renderAt('/credit-repair?tab=monitor').result.current.tab).toBe('monitor');
    expect(renderAt('/credit-repair?tab=nonsense').result.current.tab).toBe('issues');
    expect(renderAt('/credit-repair').result.current.tab).toBe('issues');
  });

  it('names a chosen tab in the address, and leaves the first one out', () => {
    const { result } = renderAt('/credit-repair');
    act(() => result.current.openTab('disputes'));
    expect(result.current).toMatchObject({ tab: 'disputes', search: '?tab=disputes' });
    act(() => result.current.openTab('issues'));
    expect(result.current).toMatchObject({ tab: 'issues', search: '' });
  });
});
