import type { AppInfo } from '@app/contracts/app-info.contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { appInfoKeys } from '../../lib/query-keys/app-info';
import { server } from '../../testing/msw-server';
import { personWith } from '../../testing/person';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ForgotPasswordPage } from '../routes/auth/forgot-password';
import { ResetPasswordPage } from '../routes/auth/reset-password';
import { SignInPage } from '../routes/public/sign-in';
import { PublicLayout } from './public-layout';

// A company without a host of its own is reached at the platform's host, at /o/<slug>: its pages
// show its logo, and every way to sign in, reset a password or come back after signing out keeps it.
const summit: AppInfo = {
  companyName: 'Summit Credit Partners',
  supportEmail: 'help@summit.example.com',
  supportPhone: null,
  primaryColour: '#1864ab',
  logoUrl: '/api/app-info/logo?v=1&org=summit-credit',
  organizationSlug: 'summit-credit',
  integrations: { mail: 'outbox', bureaus: 'sandbox' },
};

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

const publicPages = (
  <Routes>
    <Route element={<PublicLayout />}>
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="*" element={<SignInPage />} />
    </Route>
  </Routes>
);

const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe("a company's pages at the platform's host", () => {
  it("show the company's logo, and its sign-in page's links keep the company", async () => {
    server.use(http.get('*/api/app-info', () => HttpResponse.json(summit)));
    const { container } = renderWithProviders(publicPages, { route: '/o/summit-credit/sign-in' });
    await screen.findByRole('link', { name: 'Forgot password?' }, { timeout: 10_000 });
    await waitFor(() => expect(container.querySelector('header img')).not.toBeNull());
    expect(container.querySelector('header img')?.getAttribute('src')).toBe(summit.logoUrl);
    expect(hrefOf('Summit Credit Partners home')).toBe('/o/summit-credit');
    expect(hrefOf('Forgot password?')).toBe('/forgot-password?org=summit-credit');
    expect(hrefOf('Client Portal')).toBe('/o/summit-credit/sign-in');
    expect(hrefOf('Admin Portal')).toBe('/o/summit-credit/sign-in?portal=admin');
  }, 20_000);

  it('lead the forgot and reset password pages back to its own sign-in', async () => {
    server.use(http.get('*/api/app-info', () => HttpResponse.json(summit)));
    renderWithProviders(publicPages, { route: '/forgot-password?org=summit-credit' });
    expect(await screen.findByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/o/summit-credit/sign-in',
    );
  });

  it('a reset link without a working token offers a new one at the company', async () => {
    server.use(http.get('*/api/app-info', () => HttpResponse.json(summit)));
    renderWithProviders(publicPages, { route: '/reset-password?token=short&org=summit-credit' });
    expect(await screen.findByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password?org=summit-credit',
    );
    expect(hrefOf('Back to sign in')).toBe('/o/summit-credit/sign-in');
  });

  it("signs its person out to the company's own sign-in page", async () => {
    server.use(http.post('*/api/auth/logout', () => new HttpResponse(null, { status: 204 })));
    const { queryClient } = renderWithProviders(
      <>
        <SignOutButton />
        <Where />
      </>,
      { route: '/dashboard', user: personWith('CLIENT_VIEWER') },
    );
    queryClient.setQueryData(appInfoKeys.all, summit);
    fireEvent.click(screen.getByRole('button', { name: /sign out/i }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/o/summit-credit/sign-in'),
    );
  });

  it('leaves the platform’s own pages as they are', async () => {
    const { container } = renderWithProviders(publicPages, { route: '/login' });
    await screen.findByRole('link', { name: 'Forgot password?' });
    expect(hrefOf('Forgot password?')).toBe('/forgot-password');
    expect(container.querySelector('header img')).toBeNull();
  });
});
