import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../testing/msw-server';
import { personWith } from '../testing/person';
import { renderWithProviders } from '../testing/render-with-providers';
import { AppRoutes } from './router';

const testing = {
  active: true,
  client: { id: 7, name: 'Casey Bennett' },
  admin: { id: 1, name: 'Ada Admin' },
  expiresAt: '2026-11-20T12:30:00.000Z',
};

// The client's pages ask for much more than these tests look at: quiet, empty answers.
const elsewhere = http.all('/api/*', () =>
  HttpResponse.json({ error: { code: 'NOT_FOUND' } }, { status: 404 }),
);

describe('pages while an admin is testing as the client', () => {
  it.each([
    ['the sign-in screen', '/login'],
    ['a password link', '/reset-password?token=aaaaaaaaaaaaaaaaaaaaaaaa'],
    ['the password setup of a client with a temporary password', '/'],
  ])('shows the banner with Return to admin instead of %s', { timeout: 20_000 }, async (_what, route) => {
    server.use(
      http.get('/api/impersonation', () => HttpResponse.json(testing)),
      elsewhere,
    );
    const user = personWith('CLIENT_VIEWER', { requiresPasswordReset: route === '/' });
    renderWithProviders(<AppRoutes />, { route, user });
    expect(await screen.findByRole('button', { name: 'Return to admin' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByText(/Viewing as Casey Bennett/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).not.toMatch(/Sign In|Password|Choose a Password/));
    expect(screen.queryByLabelText(/New Password/)).not.toBeInTheDocument();
  });

  it('still holds the client themself at the password setup', { timeout: 20_000 }, async () => {
    server.use(
      http.get('/api/impersonation', () =>
        HttpResponse.json({ active: false, client: null, admin: null, expiresAt: null }),
      ),
      elsewhere,
    );
    const user = personWith('CLIENT_VIEWER', { requiresPasswordReset: true });
    renderWithProviders(<AppRoutes />, { route: '/', user });
    await waitFor(() => expect(document.title).toMatch(/Password Setup Required/), { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Return to admin' })).not.toBeInTheDocument();
  });
});
