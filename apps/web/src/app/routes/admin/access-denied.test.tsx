import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { personWith } from '../../../testing/person';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { AccessDeniedPage } from './access-denied';

describe('Access Denied says why in the reader’s terms', () => {
  it('a consumer reads the portal’s own words', () => {
    renderWithProviders(<AccessDeniedPage />, { user: personWith('CLIENT_VIEWER') });
    expect(screen.getByText('This portal is restricted to administrators only.')).toBeInTheDocument();
  });

  it('a team member is told their role leaves the page out', () => {
    renderWithProviders(<AccessDeniedPage />, { user: personWith('ADMIN', { teamRole: 'SPECIALIST' }) });
    expect(
      screen.getByText(
        'This page is for your company’s owners and administrators; the Specialist role does not include it.',
      ),
    ).toBeInTheDocument();
  });
});
