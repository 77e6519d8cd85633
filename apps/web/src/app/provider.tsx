import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { PageLoader } from '../components/page-loader/page-loader';
import { queryClient } from '../lib/query-client';
import { SessionProvider } from '../lib/session';
import { cssVariablesResolver, theme } from './theme';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {/* At most one toast at a time. */}
      {/* Bottom-right: the header's controls and dialogs' close buttons sit at the top. */}
      <Notifications limit={1} position="bottom-right" autoClose={6000} />
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <SessionProvider fallback={<PageLoader />}>{children}</SessionProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}
