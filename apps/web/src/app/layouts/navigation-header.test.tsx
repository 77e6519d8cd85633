import { fireEvent, screen, within } from '@testing-library/react';
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

describe('the navigation header shows each person what their plan includes', () => {
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

  it('a client without a plan: no Credit Building, Education, Admin or Support Center; Upgrade Plan offered', async () => {
    const user = personWith('CLIENT_VIEWER');
    renderWithProviders(<NavigationHeader user={user} />, { user });
    expect(linksOf()).toEqual(['Credit Repair', 'Dashboard', 'Student Loans', 'Experian Connect', 'Billing']);
    expect(screen.getAllByTestId('plan-badge')[0]).toHaveTextContent('No plan yet');
    expect(screen.queryByText('Admin')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/billing');
  });

  it('a client on the Elite plan: what the plan includes, its badge, no Upgrade Plan, no role name', async () => {
    const user = personWith('CLIENT_VIEWER', {
      subscriptionPlan: 'Elite Plan',
      subscriptionStatus: 'ACTIVE',
    });
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
    expect(screen.getAllByTestId('plan-badge')[0]).toHaveTextContent('Elite Plan');
    expect(screen.queryByText(/Client View|Client Profile/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Sign Out' }).length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('link', { name: 'Upgrade Plan' })).not.toBeInTheDocument();
  });

  it('a client on the Pro plan is offered Upgrade Plan', async () => {
    const user = personWith('STANDARD', { subscriptionPlan: 'Pro Plan', subscriptionStatus: 'ACTIVE' });
    renderWithProviders(<NavigationHeader user={user} />, { user });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('link', { name: 'Upgrade Plan' })).toBeInTheDocument();
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
    expect(screen.queryByText('Admin')).not.toBeInTheDocument();
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

  it('an Owner out of the admin portal: the main menu with the office’s Admin and Support Center', () => {
    const user = personWith('ADMIN', { teamRole: 'OWNER' });
    renderWithProviders(<NavigationHeader user={user} />, { user });
    expect(linksOf().slice(-2)).toEqual(['Admin', 'Support Center']);
  });

  it.each([
    ['Specialist', 'SPECIALIST'],
    ['Processor', 'PROCESSOR'],
    ['Sales', 'SALES'],
  ] as const)(
    'a team member in %s out of the admin portal: the main menu and the way back to the portal, never the admin’s',
    (label, teamRole) => {
      const user = personWith('ADMIN', { teamRole });
      renderWithProviders(<NavigationHeader user={user} />, { user });
      const links = linksOf();
      expect(links).not.toContain('Admin');
      expect(links).not.toContain('Support Center');
      expect(links.at(-1)).toBe('Admin Portal');
      expect(screen.getByRole('link', { name: 'Admin Portal' })).toHaveAttribute('href', '/admin-portal');
      expect(screen.getAllByText(label).length).toBeGreaterThanOrEqual(1);
      expect(screen.queryByText(/^Admin$/)).not.toBeInTheDocument();
    },
  );
});
