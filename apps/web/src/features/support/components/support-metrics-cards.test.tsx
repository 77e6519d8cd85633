import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { SupportMetricsCards } from './support-metrics-cards';

const metrics = {
  totalConversations: 12,
  activeConversations: 3,
  averageResponseTime: 16.5,
  satisfactionRating: 4.5,
  ratedConversations: 4,
  resolutionRate: 50,
  escalationRate: 25,
  openTickets: 2,
};

describe('Support Center figures', () => {
  it('shows each figure, the response time red above 15 minutes', () => {
    renderWithProviders(<SupportMetricsCards metrics={metrics} />);
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByText('4.5 / 5')).toBeInTheDocument();
    expect(screen.getByText('50%')).toBeInTheDocument();
    expect(screen.getByText('25%')).toBeInTheDocument();
    expect(screen.getByText('16.5 min')).toHaveStyle({ color: 'var(--mantine-color-red-9)' });
  });

  it('says plainly when nothing was answered or rated yet', () => {
    renderWithProviders(
      <SupportMetricsCards
        metrics={{ ...metrics, averageResponseTime: null, satisfactionRating: null, ratedConversations: 0 }}
      />,
    );
    expect(screen.getByText('No escalated chat answered yet')).toBeInTheDocument();
    expect(screen.getByText('0 rated')).toBeInTheDocument();
  });
});
