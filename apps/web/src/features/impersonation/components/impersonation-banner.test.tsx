import { fireEvent, screen } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ImpersonationBanner } from './impersonation-banner';

/** A Test as Client session: the admin Ada viewing as Casey. */
const testingCasey = {
  active: true,
  client: { id: 4, name: 'Casey Bennett' },
  admin: { id: 1, name: 'Ada Admin' },
  expiresAt: '2026-11-20T12:30:00.000Z',
};

describe('the Test as Client banner', () => {
  it('names the client and offers the way back', async () => {
    server.use(http.get('/api/impersonation', () => HttpResponse.json(testingCasey)));
    renderWithProviders(<ImpersonationBanner />);
    expect(await screen.findByText('Viewing as Casey Bennett')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return to admin' })).toBeInTheDocument();
  });

  it('shows nothing in an ordinary session', async () => {
    let asked = false;
    server.use(
      http.get('/api/impersonation', () => {
        asked = true;
        return HttpResponse.json({ active: false, client: null, admin: null, expiresAt: null });
      }),
    );
    renderWithProviders(<ImpersonationBanner />);
    await vi.waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole('button', { name: 'Return to admin' })).not.toBeInTheDocument();
  });

  it('loads the admin’s page even when the banner is gone before the answer comes', async () => {
    let answer: (() => void) | undefined;
    server.use(
      http.get('/api/impersonation', () => HttpResponse.json(testingCasey)),
      http.delete('/api/impersonation', async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        await delay(0);
        return HttpResponse.json({ returnedToAdmin: true, token: null });
      }),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/credit-repair', search: '' });
    try {
      const { unmount } = renderWithProviders(<ImpersonationBanner />);
      fireEvent.click(await screen.findByRole('button', { name: 'Return to admin' }));
      await vi.waitFor(() => expect(answer).toBeDefined());
      // A read of the client's page came back 401 meanwhile: the session ended on screen.
      unmount();
      answer?.();
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/admin'));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
