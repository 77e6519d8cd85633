import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ViewerClientSelect } from './viewer-client-select';

const person = (id: number, firstName: string, accessLevel: string) => ({
  id,
  email: `${firstName.toLowerCase()}@example.com`,
  firstName,
  lastName: 'Tester',
  accessLevel,
});

describe('the Upload Reports client selector', () => {
  it('shows a client a link chose even when the list leaves them out (a beta tester)', async () => {
    server.use(
      http.get('/api/users', () =>
        HttpResponse.json({
          items: [person(5, 'Casey', 'CLIENT_VIEWER'), person(9, 'Jamie', 'BETA_TESTER')],
          total: 2,
          page: 1,
          pageSize: 50,
        }),
      ),
    );
    renderWithProviders(
      <ViewerClientSelect
        value={9}
        onChange={() => {}}
        also={{ id: 9, name: 'Jamie Tester', email: 'jamie@example.com' }}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Client' });
    await waitFor(() => expect(box).toHaveValue('Jamie Tester (jamie@example.com)'));
  });
});
