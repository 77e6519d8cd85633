import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../testing/msw-server';
import { personWith } from '../../testing/person';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AdminLayout } from './admin-layout';

const menuOf = () =>
  within(screen.getAllByRole('navigation', { name: 'Admin portal' })[0] as HTMLElement)
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('the admin portal’s menu shows each team member the sections of their role', () => {
  beforeEach(() => {
    server.use(
      http.all('/api/*', () => HttpResponse.json({ error: { code: 'NOT_FOUND' } }, { status: 404 })),
    );
  });

  it('a specialist: their clients’ queue and work, no office tools', () => {
    const user = personWith('ADMIN', { teamRole: 'SPECIALIST' });
    renderWithProviders(<AdminLayout />, { route: '/admin-portal/clients', user });
    expect(menuOf()).toEqual([
      'Work Queue',
      'Client Management',
      'Dispute Center',
      'USPS Tracking',
      'Bureau Analysis',
      'Report Uploads',
      'Client Communication',
    ]);
  });

  it('a processor: the queue, mailing, tracking, uploads and bureau answers', () => {
    const user = personWith('ADMIN', { teamRole: 'PROCESSOR' });
    renderWithProviders(<AdminLayout />, { route: '/admin-portal/tracking', user });
    expect(menuOf()).toEqual([
      'Work Queue',
      'Client Management',
      'USPS Tracking',
      'Bureau Analysis',
      'Report Uploads',
    ]);
  });

  it('sales: leads only', () => {
    const user = personWith('ADMIN', { teamRole: 'SALES' });
    renderWithProviders(<AdminLayout />, { route: '/admin-portal/leads', user });
    expect(menuOf()).toEqual(['Leads']);
  });

  it('the Owner: every section, and the office’s Admin Dashboard, Support Center and Client Pages', () => {
    const user = personWith('ADMIN', { teamRole: 'OWNER' });
    renderWithProviders(<AdminLayout />, { route: '/admin-portal', user });
    const menu = menuOf();
    expect(menu).toEqual(expect.arrayContaining(['Work Queue', 'Team', 'Report Uploads', 'Client Pages']));
    expect(menu.slice(-3)).toEqual(['Admin Dashboard', 'Support Center', 'Client Pages']);
  });
});
