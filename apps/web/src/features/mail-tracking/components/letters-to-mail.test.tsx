import type { LetterToMail } from '@app/contracts/letter-readiness';
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { LettersToMail } from './letters-to-mail';

const letter = (id: number, bureau: LetterToMail['bureau']): LetterToMail => ({
  id,
  userId: 9,
  clientName: 'Michael Thompson',
  bureau,
  issueTitle: 'Late payment: Capital One',
  creditor: 'Capital One',
  roundNumber: 1,
  approvedAt: '2026-03-16T12:00:00.000Z',
});

describe('the mailing step: choose, print, then add the tracking numbers', () => {
  it('prints the chosen letters in one PDF, then asks for each envelope’s number', async () => {
    server.use(
      http.get('/api/admin/letters-to-mail', () =>
        HttpResponse.json([letter(31, 'EQUIFAX'), letter(32, 'EXPERIAN')]),
      ),
    );
    renderWithProviders(<LettersToMail clientId={9} />);
    const rows = await screen.findAllByTestId('letter-to-mail');
    expect(rows).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Choose letters to print' })).toBeDisabled();

    fireEvent.click(screen.getByRole('checkbox', { name: /Select all/ }));
    const print = screen.getByRole('link', { name: 'Print 2 letters (PDF)' });
    expect(print).toHaveAttribute('href', '/api/admin/letters/print?ids=31,32');

    fireEvent.click(within(rows[1] as HTMLElement).getByRole('checkbox'));
    const one = screen.getByRole('link', { name: 'Print 1 letter (PDF)' });
    expect(one).toHaveAttribute('href', '/api/admin/letters/print?ids=31');
    fireEvent.click(one);
    const printed = screen.getAllByTestId('printed-letter');
    expect(printed).toHaveLength(1);
    expect(within(printed[0] as HTMLElement).getByLabelText('USPS tracking number')).toBeInTheDocument();
    expect(printed[0]).toHaveTextContent('to Equifax');
  });
});
