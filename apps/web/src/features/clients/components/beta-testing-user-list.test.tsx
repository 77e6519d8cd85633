import type { BetaTestingUser } from '@app/contracts/beta-access.contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { BetaTestingUserList } from './beta-testing-user-list';

const person = (id: number, firstName: string): BetaTestingUser => ({
  id,
  firstName,
  lastName: 'Client',
  email: `${firstName.toLowerCase()}@example.com`,
  accessLevel: 'STANDARD',
  isTestUser: false,
  testingNotes: null,
  features: [],
  createdAt: '2026-11-20T12:00:00.000Z',
  awaitingInvitation: false,
});

describe('the dashboard’s Client Profiles list', () => {
  it('shows the first page, follows the server’s next link on “Show more”, and searches', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/admin/client-profiles', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        if (url.searchParams.get('search') === 'dana') return HttpResponse.json([person(9, 'Dana')]);
        if (url.searchParams.get('cursor') === 'page2') return HttpResponse.json([person(2, 'Blake')]);
        return HttpResponse.json([person(1, 'Avery')], {
          headers: { link: '</api/admin/client-profiles?cursor=page2>; rel="next"' },
        });
      }),
    );
    renderWithProviders(<BetaTestingUserList kind="client-profiles" />);
    expect(await screen.findByText('Avery Client')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show more client profiles' }));
    expect(await screen.findByText('Blake Client')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more client profiles' })).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Search client profiles'), { target: { value: 'dana' } });
    expect(await screen.findByText('Dana Client')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Avery Client')).not.toBeInTheDocument());
    expect(asked).toEqual(['', '?cursor=page2', '?search=dana']);
  });
});
