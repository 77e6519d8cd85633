import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { BrowserRouter } from 'react-router';
import { PageLoader } from '../components/page-loader/page-loader';
import { useAppInfo } from '../features/app-info/api/get-app-info';
import { queryClient } from '../lib/query-client';
import { SessionProvider } from '../lib/session';
import { cssVariablesResolver, themeInColour } from './theme';

/**
 * The toasts' container, with its transitions, loads beside the first page rather than in the
 * entry every page waits for: a toast shown before it arrives waits in the store and shows then.
 */
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** Mantine in the colour of the page's company (by the host visited, or the signed-in person's). */
function BrandedMantineProvider({ children }: { children: ReactNode }) {
  const colour = useAppInfo().data?.primaryColour;
  const theme = useMemo(() => themeInColour(colour), [colour]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandedMantineProvider>
        {/* At most one toast at a time. */}
        {/* Bottom-right: the header's controls and dialogs' close buttons sit at the top. */}
        <Suspense fallback={null}>
          <Notifications limit={1} position="bottom-right" autoClose={6000} />
        </Suspense>
        <BrowserRouter>
          <SessionProvider fallback={<PageLoader />}>{children}</SessionProvider>
        </BrowserRouter>
      </BrandedMantineProvider>
    </QueryClientProvider>
  );
}
