import { batchApprovalMessages } from '@app/contracts/dispute-batch.contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { useQuery } from '../../../lib/query';
import { creditIssueKeys } from '../../../lib/query-keys/credit-issues';
import { aDispute } from '../../../testing/a-dispute';
import { server } from '../../../testing/msw-server';
import { personWith } from '../../../testing/person';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { DisputeList } from './dispute-list';

const drafted = (id: number, issueTitle: string) =>
  aDispute({ id, issueId: id, issueTitle, creditor: issueTitle });

/** Another screen's list that the answers refresh too, whose reading is slow until released. */
function SlowIssueCounts({ answer }: { answer: Promise<number> }) {
  useQuery({ queryKey: creditIssueKeys.own(), queryFn: () => answer });
  return null;
}

describe('the disputes tab answering several letters at once', () => {
  it('shows the outcome even when the re-read list has already taken the answered letters away', async () => {
    const letters = [drafted(1, 'Midland Credit'), drafted(2, 'LVNV Funding'), drafted(3, 'Cavalry SPV')];
    const answered = letters.map((d) => ({ ...d, consumerApprovedAt: '2026-11-21T12:00:00.000Z' }));
    let sent = false;
    server.use(
      http.get('/api/disputes', () => HttpResponse.json(sent ? answered : letters)),
      http.get('/api/letter-readiness/7', () =>
        HttpResponse.json({ userId: 7, mailer: 'COMPANY', hold: null }),
      ),
      http.post('/api/disputes/approve', () => {
        sent = true;
        return HttpResponse.json({ approved: answered.slice(0, 2), declined: [letters[2]] });
      }),
    );
    let release = (_: number) => {};
    const slow = new Promise<number>((resolve) => {
      release = resolve;
    });
    const { queryClient } = renderWithProviders(
      <>
        <DisputeList canAct userId={7} tracking={() => null} />
        <SlowIssueCounts answer={slow} />
      </>,
      { user: personWith('CLIENT_VIEWER') },
    );
    queryClient.setQueryData(creditIssueKeys.own(), 0);

    await screen.findByRole('button', { name: batchApprovalMessages.submit });
    const approve = screen.getAllByLabelText(batchApprovalMessages.approveStatement);
    fireEvent.click(approve[0] as HTMLElement);
    fireEvent.click(approve[1] as HTMLElement);
    fireEvent.click(screen.getAllByLabelText(batchApprovalMessages.accurateStatement)[2] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: batchApprovalMessages.submit }));

    // The disputes are read again first: the form that sent the answers is gone before the answer
    // has finished (a callback of that form's own would be dropped here).
    await waitFor(() => expect(screen.queryByTestId('batch-letter-approval')).not.toBeInTheDocument());
    release(1);
    expect(await screen.findByRole('status')).toHaveTextContent(batchApprovalMessages.done(2, 1));
  });
});
