import type { PublicUser } from '@app/contracts/users.contract';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { theme } from '../app/theme';
import { userKeys } from '../lib/query-keys/users';
import { SessionProvider } from '../lib/session';

/**
 * Renders a piece of the app with what it needs around it, on a fresh query cache, signed in as
 * `user` (or signed out with null). The API is whatever the test describes with msw.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', user = null }: { route?: string; user?: PublicUser | null } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  // The session reads the signed-in person from this query; seeding it spares a request per test.
  queryClient.setQueryData(userKeys.current(), user);
  return {
    queryClient,
    ...render(
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[route]}>
            <SessionProvider fallback={null}>{ui}</SessionProvider>
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    ),
  };
}
