import { answerLetterMessages, type BureauAnswerLetter } from '@app/contracts/bureau-answer-letters.contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ConfirmAnswerLetter } from './confirm-answer-letter';

const item = (creditor: string, accountLast4: string, balanceCents: number | null) => ({
  bureau: 'EQUIFAX' as const,
  creditor,
  accountLast4,
  accountType: null,
  balanceCents,
  status: null,
  openedOn: null,
  delinquentSince: null,
  remarks: null,
});

const letter: BureauAnswerLetter = {
  id: 5,
  userId: 42,
  fileName: 'equifax.pdf',
  fileType: 'PDF',
  status: 'READ',
  bureau: 'EQUIFAX',
  letterDate: '2026-03-03',
  reinsertionNotice: false,
  rows: [
    {
      creditor: 'CAPITAL ONE BANK USA NA',
      accountLast4: '1234',
      result: 'DELETED',
      changedFields: [],
      itemKey: 'k1',
    },
    {
      creditor: 'MIDLAND CREDIT MANAGEMENT',
      accountLast4: '9876',
      result: 'VERIFIED',
      changedFields: [],
      itemKey: null,
    },
    {
      creditor: 'SYNCB/AMAZON',
      accountLast4: '5555',
      result: 'UPDATED',
      changedFields: ['balance'],
      itemKey: null,
    },
  ],
  candidates: [
    { key: 'k1', bureau: 'EQUIFAX', item: item('CAPITAL ONE', '1234', 120_000) },
    { key: 'k2', bureau: 'EQUIFAX', item: item('MIDLAND CREDIT MGMT', '9876', 61_000) },
    { key: 'k3', bureau: 'EXPERIAN', item: { ...item('LVNV FUNDING', '2468', null), bureau: 'EXPERIAN' } },
  ],
  createdAt: '2026-03-09T15:00:00.000Z',
  confirmedAt: null,
};

describe('the confirm screen of a bureau answer letter', () => {
  it('shows each row in plain words, lets a person change a result, pick the item and leave a row out, then confirms', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/bureau-answer-letter/5', () => HttpResponse.json(letter)),
      http.post('*/api/admin/bureau-answer-letters/5/confirm', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          letter: { ...letter, status: 'CONFIRMED', confirmedAt: '2026-03-10T15:00:00.000Z' },
          recorded: 2,
          noticesRecorded: 0,
        });
      }),
    );
    renderWithProviders(<ConfirmAnswerLetter letterId={5} />);
    expect(
      await screen.findByRole('heading', { name: 'Check Equifax’s letter of March 3, 2026' }),
    ).toBeInTheDocument();
    // Plain words, never the codes.
    expect(screen.getByLabelText('Result, row 1')).toHaveDisplayValue('Deleted');
    expect(screen.getByLabelText('Result, row 2')).toHaveDisplayValue('Verified as reported');
    expect(screen.queryByText('VERIFIED')).not.toBeInTheDocument();
    // Only the letter's bureau's items are offered.
    const pick = screen.getByLabelText('The client’s item, row 2');
    expect([...(pick as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'As the letter names it',
      'CAPITAL ONE ending 1234, $1,200',
      'MIDLAND CREDIT MGMT ending 9876, $610',
    ]);
    fireEvent.change(pick, { target: { value: 'k2' } });
    fireEvent.change(screen.getByLabelText('Result, row 2'), { target: { value: 'DELETED' } });
    fireEvent.change(screen.getByLabelText('Result, row 3'), { target: { value: 'DROP' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the results' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      bureau: 'EQUIFAX',
      letterDate: '2026-03-03',
      reinsertionNotice: false,
      rows: [
        {
          creditor: 'CAPITAL ONE BANK USA NA',
          accountLast4: '1234',
          result: 'DELETED',
          changedFields: [],
          itemKey: 'k1',
        },
        {
          creditor: 'MIDLAND CREDIT MANAGEMENT',
          accountLast4: '9876',
          result: 'DELETED',
          changedFields: [],
          itemKey: 'k2',
        },
      ],
    });
    expect(await screen.findByText('2 results added to the client’s results.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm the results' })).not.toBeInTheDocument();
  });

  it('asks for rows by hand for a letter that could not be read', async () => {
    server.use(
      http.get('*/api/bureau-answer-letter/5', () =>
        HttpResponse.json({ ...letter, status: 'UNREADABLE', bureau: null, letterDate: null, rows: [] }),
      ),
    );
    renderWithProviders(<ConfirmAnswerLetter letterId={5} />);
    expect(await screen.findByText(/could not be read\. Open it, then add a row/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add a row' }));
    expect(screen.getByLabelText('Creditor, row 1')).toBeInTheDocument();
  });

  it('asks which bureau sent an unreadable letter instead of guessing, and lets a blank added row be left out', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/bureau-answer-letter/5', () =>
        HttpResponse.json({ ...letter, status: 'UNREADABLE', bureau: null, letterDate: null, rows: [] }),
      ),
      http.post('*/api/admin/bureau-answer-letters/5/confirm', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          letter: { ...letter, status: 'CONFIRMED' },
          recorded: 1,
          noticesRecorded: 0,
        });
      }),
    );
    renderWithProviders(<ConfirmAnswerLetter letterId={5} />);
    const bureau = (await screen.findByLabelText('Bureau')) as HTMLSelectElement;
    expect(bureau.value).toBe('');
    fireEvent.change(screen.getByLabelText('Date of the letter'), { target: { value: '2026-03-03' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a row' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a row' }));
    fireEvent.change(screen.getByLabelText('Creditor, row 1'), { target: { value: 'LVNV FUNDING' } });
    // The second row stays blank and is left out: nothing of it is asked.
    fireEvent.change(screen.getByLabelText('Result, row 2'), { target: { value: 'DROP' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the results' }));
    expect(await screen.findByText('Choose the bureau that sent the letter')).toBeInTheDocument();
    expect(screen.queryByText('Name the creditor')).toBeNull();
    expect(sent).toEqual([]);

    fireEvent.change(bureau, { target: { value: 'EXPERIAN' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the results' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      bureau: 'EXPERIAN',
      rows: [{ creditor: 'LVNV FUNDING', accountLast4: null, result: 'DELETED', itemKey: null }],
    });
  });

  it('says the contract’s words when every row is left out', async () => {
    server.use(http.get('*/api/bureau-answer-letter/5', () => HttpResponse.json(letter)));
    renderWithProviders(<ConfirmAnswerLetter letterId={5} />);
    for (const row of [1, 2, 3]) {
      fireEvent.change(await screen.findByLabelText(`Result, row ${row}`), { target: { value: 'DROP' } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the results' }));
    expect(await screen.findByText(answerLetterMessages.noRows)).toBeInTheDocument();
  });
});
