import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../testing/msw-server';
import { personWith } from '../../testing/person';
import { renderWithProviders } from '../../testing/render-with-providers';
import { NavigationHeader } from './navigation-header';

const linksOf = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('the navigation header shows each person what their access level allows', () => {
  beforeEach(() => {
    server.use(
      http.get('/api/next-steps', () => HttpResponse.json({ steps: [], count: 2, hasReport: true })),
    );
  });

  it('a client: the count of what needs them, linking to their home', async () => {
    const user = personWith('BETA_TESTER');
    renderWithProviders(<NavigationHeader user={user} />, { user });
    const count = await screen.findByRole('link', { name: 'Next steps: 2 things need you' });
    expect(count).toHaveAttribute('href', '/');
  });

  it('a client viewer: the Client View badge, no Credit Building, Education, Admin or Support Center', () => {
    const user = personWith('CLIENT_VIEWER');
    renderWithProviders(<NavigationHeader user={user} />, { user });
    expect(linksOf()).toEqual(['Credit Repair', 'Dashboard', 'Student Loans', 'Experian Connect', 'Billing']);
    expect(screen.getByText('Client View')).toBeInTheDocument();
    expect(screen.queryByText('Admin')).not.toBeInTheDocument();
  });

  it('a beta tester: Credit Building and Education, no admin links or badges', () => {
    const user = personWith('BETA_TESTER');
    renderWithProviders(<NavigationHeader user={user} />, { user });
    expect(linksOf()).toEqual([
      'Credit Repair',
      'Dashboard',
      'Student Loans',
      'Credit Building',
      'Education',
      'Experian Connect',
      'Billing',
    ]);
    expect(screen.queryByText('Client View')).not.toBeInTheDocument();
  });

  it('an admin: everything, with the Admin badge and the Support Center', () => {
    const user = personWith('ADMIN');
    renderWithProviders(<NavigationHeader user={user} />, { user });
    expect(linksOf()).toEqual([
      'Credit Repair',
      'Dashboard',
      'Student Loans',
      'Credit Building',
      'Education',
      'Experian Connect',
      'Billing',
      'Admin',
      'Support Center',
    ]);
    expect(screen.getAllByText('Admin').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByTestId('header-user-name')).toHaveTextContent('Casey Bennett');
  });
});
