import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ImpersonationBanner } from './impersonation-banner';

describe('the Test as Client banner', () => {
  it('names the client and offers the way back', async () => {
    server.use(
      http.get('/api/impersonation', () =>
        HttpResponse.json({
          active: true,
          client: { id: 4, name: 'Casey Bennett' },
          admin: { id: 1, name: 'Ada Admin' },
          expiresAt: '2026-11-20T12:30:00.000Z',
        }),
      ),
    );
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
});
