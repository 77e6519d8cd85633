import type { AppInfo } from '@app/contracts/app-info.contract';
import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { TeamInvitationPage } from './team-invitation';

describe('the team invitation page', () => {
  it('names the inviting company in the browser tab, never the product’s own name', async () => {
    server.use(
      http.get('*/api/app-info', () =>
        HttpResponse.json({
          companyName: 'Summit Credit Partners',
          supportEmail: 'help@summit.example.com',
          supportPhone: null,
          primaryColour: null,
          logoUrl: null,
          organizationSlug: 'summit',
          integrations: { mail: 'outbox', bureaus: 'sandbox' },
        } satisfies AppInfo),
      ),
    );
    renderWithProviders(<TeamInvitationPage />, { route: '/team-invitation' });
    await waitFor(() => expect(document.title).toBe('Join your team · Summit Credit Partners'));
  });
});
