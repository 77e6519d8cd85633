import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { UnderNextSteps } from './under-next-steps';

describe('what a client home shows under its next steps', () => {
  it('stays behind its placeholder until the steps answer, so the steps never push it down', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('/api/next-steps', async () => {
        await answered;
        return HttpResponse.json({ steps: [], count: 0, hasReport: true });
      }),
    );
    renderWithProviders(
      <UnderNextSteps placeholder={<p>Placeholder</p>}>
        <button type="button">Issues</button>
      </UnderNextSteps>,
    );

    expect(screen.getByText('Placeholder')).toBeVisible();
    // Drawn already, so the answer only uncovers it; not shown, so nothing moves.
    expect(screen.getByRole('button', { name: 'Issues', hidden: true })).not.toBeVisible();

    answer();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Issues' })).toBeVisible());
    expect(screen.queryByText('Placeholder')).not.toBeInTheDocument();
  });
});
