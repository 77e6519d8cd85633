import type { CreditIssue } from '@app/contracts/credit-issues.contract';
import type { DraftLettersRequest, PreviewLettersResponse } from '@app/contracts/dispute-batch.contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { personWith } from '../../../testing/person';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { LetterBatchDialog } from './letter-batch-dialog';

const letter = (who: string) =>
  `To whom it may concern,\n\n${`I dispute the ${who} item as reported. `.repeat(6)}\n\nSincerely`;
const issue = (over: Partial<CreditIssue>): CreditIssue => ({
  id: 1,
  userId: 7,
  type: 'COLLECTION',
  title: 'Collection: Midland Credit',
  description: 'Collection account reported as unpaid',
  creditor: 'Midland Credit',
  accountNumberLast4: null,
  amount: '845.00',
  dateReported: '2023-04-01',
  collectorFirstContactOn: null,
  dateAdded: '2024-01-01T00:00:00.000Z',
  impact: 45,
  bureaus: ['EQUIFAX', 'EXPERIAN'],
  status: 'DISPUTED',
  findings: [],
  bureauStandings: [
    { bureau: 'EQUIFAX', state: 'DRAFTED', since: '2024-02-01' },
    { bureau: 'EXPERIAN', state: 'NOT_DISPUTED', since: null },
  ],
  ...over,
});

describe('the batch letters dialog', () => {
  it('offers choices per item, shows every letter before saving, and saves the kept ones as edited', async () => {
    const midland = issue({
      findings: [{ kind: 'BALANCE_DIFFERS', text: 'Equifax $845; Experian $645.', values: [] }],
    });
    const portfolio = issue({
      id: 2,
      title: 'Collection: Portfolio Recovery',
      creditor: 'Portfolio Recovery',
      bureaus: ['TRANSUNION'],
      status: 'ACTIVE',
      bureauStandings: [{ bureau: 'TRANSUNION', state: 'NOT_DISPUTED', since: null }],
    });
    let previewed: DraftLettersRequest | null = null;
    let saved: DraftLettersRequest | null = null;
    server.use(
      http.post('/api/admin/dispute-letters/preview', async ({ request }) => {
        previewed = (await request.json()) as DraftLettersRequest;
        const answer: PreviewLettersResponse = {
          letters: [
            {
              issueId: 1,
              issueTitle: midland.title,
              bureau: 'EXPERIAN',
              reason: 'INACCURATE_BALANCE',
              letterType: 'BUREAU_DISPUTE',
              letterContent: letter('Midland'),
              missingAddress: false,
            },
            {
              issueId: 2,
              issueTitle: portfolio.title,
              bureau: 'TRANSUNION',
              reason: 'NOT_MINE',
              letterType: 'BUREAU_DISPUTE',
              letterContent: letter('Portfolio'),
              missingAddress: false,
            },
          ],
          skipped: [],
        };
        return HttpResponse.json(answer);
      }),
      http.post('/api/admin/dispute-letters', async ({ request }) => {
        saved = (await request.json()) as DraftLettersRequest;
        return HttpResponse.json({ created: [], skipped: [] }, { status: 201 });
      }),
    );
    const onSaved = vi.fn();
    renderWithProviders(
      <LetterBatchDialog
        opened
        clientId={7}
        clientName="Pat Client"
        issues={[midland, portfolio]}
        onClose={vi.fn()}
        onSaved={onSaved}
      />,
      { user: personWith('ADMIN') },
    );

    // Each item has its own reason (suggested from its findings), letter type and free bureaus.
    const [first, second] = screen.getAllByTestId('batch-item') as [HTMLElement, HTMLElement];
    expect((within(first).getByLabelText('Reason') as HTMLSelectElement).value).toBe('INACCURATE_BALANCE');
    expect((within(second).getByLabelText('Reason') as HTMLSelectElement).value).toBe('UNVERIFIABLE');
    expect(within(first).getByLabelText('Experian')).toBeChecked();
    const equifax = within(first).getByLabelText('Equifax — Letter drafted — waiting for approval');
    expect(equifax).toBeDisabled();
    expect(equifax).not.toBeChecked();
    fireEvent.change(within(second).getByLabelText('Reason'), { target: { value: 'NOT_MINE' } });
    expect(
      [...(within(second).getByLabelText('Letter type') as HTMLSelectElement).options].map((o) => o.value),
    ).toEqual(['BUREAU_DISPUTE', 'METHOD_OF_VERIFICATION', 'IDENTITY_THEFT_BLOCK']);

    fireEvent.click(screen.getByRole('button', { name: 'Preview letters' }));
    // The letters are shown, in the shared editor, before anything is saved.
    expect(await screen.findAllByTestId('previewed-letter')).toHaveLength(2);
    expect(saved).toBeNull();
    expect(previewed).toMatchObject({
      userId: 7,
      items: [
        { issueId: 1, reason: 'INACCURATE_BALANCE', letterType: 'BUREAU_DISPUTE', bureaus: ['EXPERIAN'] },
        { issueId: 2, reason: 'NOT_MINE', letterType: 'BUREAU_DISPUTE', bureaus: ['TRANSUNION'] },
      ],
    });
    const editors = screen.getAllByLabelText('Dispute letter');
    fireEvent.change(editors[0] as HTMLElement, { target: { value: letter('edited Midland') } });
    fireEvent.click(screen.getByLabelText(`Save the letter to TransUnion for ${portfolio.title}`));
    fireEvent.click(screen.getByRole('button', { name: 'Save 1 letter' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saved).toEqual({
      userId: 7,
      clientName: 'Pat Client',
      items: [
        {
          issueId: 1,
          reason: 'INACCURATE_BALANCE',
          letterType: 'BUREAU_DISPUTE',
          bureaus: ['EXPERIAN'],
          letters: [{ bureau: 'EXPERIAN', letterContent: letter('edited Midland').trim() }],
        },
      ],
    });
  });
});
