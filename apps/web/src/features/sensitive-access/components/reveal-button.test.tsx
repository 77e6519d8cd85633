import { sensitiveMessages } from '@app/contracts/sensitive-access.contract';
import { type SensitiveReason, sensitiveReasonLabels } from '@app/contracts/sensitive-access-words';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { personWith } from '../../../testing/person';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { RevealButton } from './reveal-button';

const specialist = { user: personWith('ADMIN', { id: 3, teamRole: 'SPECIALIST' }) };

/** The reason whose words a person picks. */
const reasonOf = (label: string) =>
  (Object.keys(sensitiveReasonLabels) as SensitiveReason[]).find((r) => sensitiveReasonLabels[r] === label);

describe('Reveal', () => {
  it('asks why, shows the full value once, and forgets it when closed', { timeout: 20_000 }, async () => {
    const asked: unknown[] = [];
    server.use(
      http.post('/api/admin/clients/7/sensitive-reveal', async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({
          field: 'ssn',
          value: '123-45-6789',
          revealedAt: '2026-11-29T12:00:00.000Z',
        });
      }),
    );
    renderWithProviders(<RevealButton clientId={7} clientName="Casey Bennett" field="ssn" />, specialist);
    fireEvent.click(screen.getByRole('button', { name: 'Reveal social security number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reveal social security number' });
    expect(within(dialog).getByText(/The full social security number of Casey Bennett/)).toBeInTheDocument();

    // No reason, no reveal.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reveal' }));
    expect(await within(dialog).findByText(sensitiveMessages.reasonRequired)).toBeInTheDocument();
    expect(asked).toEqual([]);

    fireEvent.change(within(dialog).getByRole('combobox', { name: /Why do you need it/ }), {
      target: { value: reasonOf('Writing a dispute letter') },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reveal' }));
    expect(await within(dialog).findByText('123-45-6789')).toBeInTheDocument();
    expect(within(dialog).getByText(sensitiveMessages.shownOnce)).toBeInTheDocument();
    expect(asked).toEqual([{ field: 'ssn', reason: 'DISPUTE_LETTER' }]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('123-45-6789')).not.toBeInTheDocument());
    // Opening it again asks again.
    fireEvent.click(screen.getByRole('button', { name: 'Reveal social security number' }));
    const again = await screen.findByRole('dialog', { name: 'Reveal social security number' });
    expect(within(again).getByRole('combobox', { name: /Why do you need it/ })).toHaveValue('');
  });

  it('says when nothing is on file', async () => {
    server.use(
      http.post('/api/admin/clients/7/sensitive-reveal', () =>
        HttpResponse.json(
          { error: { code: 'NOT_ON_FILE', message: sensitiveMessages.notOnFile('dateOfBirth') } },
          { status: 404 },
        ),
      ),
    );
    renderWithProviders(
      <RevealButton clientId={7} clientName="Casey Bennett" field="dateOfBirth" />,
      specialist,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reveal date of birth' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reveal date of birth' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Why do you need it/ }), {
      target: { value: reasonOf('Verifying identity with the client') },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reveal' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      sensitiveMessages.notOnFile('dateOfBirth'),
    );
  });

  it('names the item it reveals, and sends it', async () => {
    const asked: unknown[] = [];
    server.use(
      http.post('/api/admin/clients/7/sensitive-reveal', async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({
          field: 'accountNumber',
          value: '5500123412344821',
          revealedAt: '2026-11-29T12:00:00.000Z',
        });
      }),
    );
    renderWithProviders(
      <RevealButton
        clientId={7}
        clientName="Casey Bennett"
        field="accountNumber"
        itemId={41}
        itemName="Midland Credit"
      />,
      specialist,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reveal account number of Midland Credit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reveal account number' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Why do you need it/ }), {
      target: { value: reasonOf('Bureau or furnisher request') },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reveal' }));
    expect(await within(dialog).findByText('5500123412344821')).toBeInTheDocument();
    expect(asked).toEqual([{ field: 'accountNumber', reason: 'BUREAU_REQUEST', itemId: 41 }]);
  });

  it.each(['PROCESSOR', 'SALES'] as const)('is not offered to a %s', (teamRole) => {
    renderWithProviders(<RevealButton clientId={7} clientName="Casey Bennett" field="ssn" />, {
      user: personWith('ADMIN', { id: 4, teamRole }),
    });
    expect(screen.queryByRole('button', { name: /Reveal/ })).toBeNull();
  });
});
