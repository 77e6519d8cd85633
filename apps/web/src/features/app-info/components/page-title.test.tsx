import type { AppInfo } from '@app/contracts/app-info.contract';
import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { PageTitle, pageTitle } from './page-title';

describe('PageTitle', () => {
  it('names the page and the brand of the page’s organization in the browser tab', async () => {
    server.use(
      http.get('*/api/app-info', () =>
        HttpResponse.json({
          companyName: 'Summit Credit Partners',
          supportEmail: 'help@summit.example.com',
          supportPhone: null,
          primaryColour: '#1c7ed6',
          logoUrl: null,
          organizationSlug: null,
          integrations: { mail: 'outbox', bureaus: 'sandbox' },
        } satisfies AppInfo),
      ),
    );
    renderWithProviders(<PageTitle page="Disputes" />);
    await waitFor(() => expect(document.title).toBe('Disputes · Summit Credit Partners'));
  });

  it('shows the page alone until the brand is known, never the product’s own name', () => {
    expect(pageTitle('Sign In', undefined)).toBe('Sign In');
    expect(pageTitle('Sign In', 'Acme Credit')).toBe('Sign In · Acme Credit');
  });
});
