import { experianMessages } from '@app/contracts/credit-monitoring.contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { personWith } from '../../../testing/person';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ExperianConnectDialog } from './experian-connect-dialog';

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the Credit Building Connect dialog', () => {
  it('shows Connecting... while the file is pulled, then closes', async () => {
    let answer: (() => void) | undefined;
    server.use(
      http.post(
        '/api/experian/connect',
        () =>
          new Promise<Response>((resolve) => {
            answer = () =>
              resolve(
                HttpResponse.json({
                  success: true,
                  message: experianMessages.connected,
                  connection: {},
                  imported: {},
                }),
              );
          }),
      ),
    );
    const onClose = vi.fn();
    renderWithProviders(<ExperianConnectDialog opened onClose={onClose} />, {
      user: personWith('BETA_TESTER'),
    });
    type(/^First Name/, 'Robin');
    type(/^Last Name/, 'Vale');
    type(/^SSN/, '912-70-1234');
    type(/^Date of Birth/, '1990-01-31');
    type(/^Street Address/, '1 Elm St');
    type(/^City/, 'Akron');
    type(/^State/, 'OH');
    type(/^ZIP Code/, '44308-1234');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('button', { name: 'Connecting...' })).toBeDisabled();
    answer?.();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
