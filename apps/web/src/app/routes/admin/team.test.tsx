import type { TeamOverview } from '@app/contracts/team.contract';
import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { personWith } from '../../../testing/person';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { TeamPage } from './team';

const owner = personWith('ADMIN', { id: 1, firstName: 'Avery', lastName: 'Morgan', teamRole: 'OWNER' });

const overview: TeamOverview = {
  members: [
    {
      id: 1,
      firstName: 'Avery',
      lastName: 'Morgan',
      email: 'admin@example.com',
      role: 'OWNER',
      deactivatedAt: null,
      assignedClients: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    {
      id: 5,
      firstName: 'Riley',
      lastName: 'Chen',
      email: 'specialist@example.com',
      role: 'SPECIALIST',
      deactivatedAt: null,
      assignedClients: 2,
      createdAt: '2026-01-02T00:00:00.000Z',
    },
  ],
  invitations: [],
};

describe('the Team page', () => {
  it('lists the team with roles and clients, and sends an invitation', { timeout: 20_000 }, async () => {
    let invited: unknown;
    server.use(
      http.get('/api/team', () => HttpResponse.json(overview)),
      http.post('/api/team/invitations', async ({ request }) => {
        invited = await request.json();
        return HttpResponse.json(
          {
            id: 9,
            firstName: 'Sam',
            lastName: 'Okafor',
            email: 'sam@example.com',
            role: 'PROCESSOR',
            expiresAt: '2026-01-05T00:00:00.000Z',
            createdAt: '2026-01-02T00:00:00.000Z',
          },
          { status: 201 },
        );
      }),
    );
    renderWithProviders(
      <>
        <Notifications />
        <TeamPage />
      </>,
      { user: owner },
    );
    const riley = (await screen.findByText('Riley Chen')).closest('tr') as HTMLElement;
    expect(within(riley).getByLabelText('Role of Riley Chen')).toHaveValue('SPECIALIST');
    expect(within(riley).getByText('2')).toBeVisible();
    // The Owner cannot deactivate themself from the list.
    const avery = screen.getByText('Avery Morgan').closest('tr') as HTMLElement;
    expect(within(avery).queryByRole('button', { name: 'Deactivate' })).toBeNull();

    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Sam' } });
    fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Okafor' } });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'sam@example.com' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'PROCESSOR' } });
    expect(screen.getByText(/^Processor: Mailing, tracking/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Sam has 72 hours to accept it from the e-mail.')).toBeVisible();
    expect(invited).toEqual({
      firstName: 'Sam',
      lastName: 'Okafor',
      email: 'sam@example.com',
      role: 'PROCESSOR',
    });
  });

  it('shows the server’s reason when a role change would leave no Owner', async () => {
    const message = 'The organization’s last Owner cannot stop being an Owner: make someone else Owner first';
    server.use(
      http.get('/api/team', () => HttpResponse.json(overview)),
      http.patch('/api/team/members/1/role', () =>
        HttpResponse.json(
          { error: { code: 'CONFLICT', message, details: [{ field: 'role', message }] } },
          { status: 409 },
        ),
      ),
    );
    renderWithProviders(
      <>
        <Notifications />
        <TeamPage />
      </>,
      { user: owner },
    );
    fireEvent.change(await screen.findByLabelText('Role of Avery Morgan'), { target: { value: 'ADMIN' } });
    expect(await screen.findByText(message)).toBeVisible();
  });

  it('is the Owner’s alone', () => {
    renderWithProviders(<TeamPage />, { user: personWith('ADMIN', { teamRole: 'ADMIN' }) });
    expect(screen.getByText('Only your company’s Owner manages the team.')).toBeVisible();
  });
});
