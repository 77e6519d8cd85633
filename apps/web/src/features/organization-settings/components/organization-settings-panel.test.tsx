import type { OrganizationSettings } from '@app/contracts/organizations.contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { OrganizationSettingsPanel } from './organization-settings-panel';

const summit: OrganizationSettings = {
  plan: 'WHITE_LABEL',
  host: 'summit.localhost',
  companyName: 'Summit Credit Partners',
  primaryColour: '#2f9e44',
  supportEmail: 'help@summit.example.com',
  supportPhone: '(614) 555-0142',
  senderName: 'Summit Credit Partners',
  returnAddress: '880 High Street, Suite 410, Worthington, OH 43085',
  croaBusinessName: 'Summit Credit Partners LLC',
  croaBusinessAddress: '880 High Street, Suite 410, Worthington, OH 43085',
  logoUrl: null,
  clients: { active: 42, limit: 50 },
};

describe('the company settings', () => {
  it('shows the plan’s client places as "42 of 50" and the shade buttons use for a light colour', async () => {
    server.use(http.get('/api/organization/settings', () => HttpResponse.json(summit)));
    renderWithProviders(<OrganizationSettingsPanel />);
    expect(await screen.findByText('42 of 50')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '42 of 50 client places in use' })).toBeInTheDocument();
    // #2f9e44 is too light for white text: the darker shade is named.
    expect(screen.getByText(/use a darker shade of it/)).toHaveTextContent(
      /reads at only 3\.\d:1.*#[0-9a-f]{6}, that/,
    );
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('Summit Credit Partners');
  });

  it('checks fields with the contract, and puts the server’s message on the field it names', async () => {
    let sent: unknown;
    server.use(
      http.get('/api/organization/settings', () => HttpResponse.json(summit)),
      http.put('/api/organization/branding', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            error: {
              code: 'VALIDATION_ERROR',
              message: 'Invalid body.senderName',
              details: [{ field: 'body.senderName', message: 'This sender name is not allowed' }],
            },
          },
          { status: 400 },
        );
      }),
    );
    renderWithProviders(<OrganizationSettingsPanel />);
    const name = await screen.findByLabelText(/^Company name/);
    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save branding' }));
    expect(await screen.findByText('This cannot be left blank')).toBeInTheDocument();
    expect(sent).toBeUndefined();

    fireEvent.change(name, { target: { value: 'Summit Credit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save branding' }));
    expect(await screen.findByText('This sender name is not allowed')).toBeInTheDocument();
    await waitFor(() =>
      expect(sent).toMatchObject({ companyName: 'Summit Credit', primaryColour: '#2f9e44' }),
    );
  });
});
