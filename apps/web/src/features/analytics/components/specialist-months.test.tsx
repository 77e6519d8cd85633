import {
  type SpecialistAnalytics,
  specialistMonthlyDefinition,
  specialistMonthlyDefinitions,
} from '@app/contracts/specialist-analytics.contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { SpecialistMonthsCard } from './specialist-months';

const figures = (rows: SpecialistAnalytics['rows']): SpecialistAnalytics => ({
  definition: specialistMonthlyDefinition,
  columns: specialistMonthlyDefinitions,
  rows,
});

describe('the work by specialist', () => {
  it('shows a month × specialist table with each count, and Unassigned for the clients of no one', async () => {
    server.use(
      http.get('/api/admin/analytics/specialists', () =>
        HttpResponse.json(
          figures([
            {
              month: '2026-03',
              specialist: { id: 5, name: 'Riley Chen' },
              lettersMailed: 4,
              answersReceived: 2,
              deletions: 1,
            },
            { month: '2026-03', specialist: null, lettersMailed: 3, answersReceived: 0, deletions: 0 },
          ]),
        ),
      ),
    );
    renderWithProviders(<SpecialistMonthsCard />);
    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'Month',
      'Specialist',
      `Letters mailed${specialistMonthlyDefinitions.lettersMailed}`,
      `Answers received${specialistMonthlyDefinitions.answersReceived}`,
      `Deletions${specialistMonthlyDefinitions.deletions}`,
    ]);
    const riley = within(table).getByRole('rowheader', { name: 'Riley Chen' }).closest('tr') as HTMLElement;
    expect(
      within(riley)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Mar 2026', '4', '2', '1']);
    const none = within(table).getByRole('rowheader', { name: 'Unassigned' }).closest('tr') as HTMLElement;
    expect(
      within(none)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Mar 2026', '3', '0', '0']);
    expect(screen.getByRole('button', { name: 'What “Deletions” means' })).toBeVisible();
  });

  it('says so when nothing was counted yet', async () => {
    server.use(http.get('/api/admin/analytics/specialists', () => HttpResponse.json(figures([]))));
    renderWithProviders(<SpecialistMonthsCard />);
    expect(await screen.findByText(/No letters mailed, answers or deletions/)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
