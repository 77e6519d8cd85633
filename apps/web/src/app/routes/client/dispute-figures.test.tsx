import type { Dispute } from '@app/contracts/disputes.contract';
import { addCalendarDays, localIsoDate } from '@app/contracts/follow-up';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActiveDisputes } from '../../../features/disputes/components/active-disputes';
import { DisputeList } from '../../../features/disputes/components/dispute-list';
import { OwnFollowUpAlerts } from '../../../features/mail-tracking/components/follow-up-alerts';
import { UspsTrackingCard } from '../../../features/mail-tracking/components/usps-tracking-card';
import { aDispute } from '../../../testing/a-dispute';
import { server } from '../../../testing/msw-server';
import { personWith } from '../../../testing/person';
import { renderWithProviders } from '../../../testing/render-with-providers';

// A frozen now; every date below is relative to the day it is where the test runs.
const now = new Date('2026-06-15T12:00:00.000Z');
const today = localIsoDate(now);

const base = aDispute({
  letterContent: 'Letter',
  expectedResponse: addCalendarDays(today, 30),
  letterGenerated: false,
  consumerApprovedAt: '2026-05-01T12:00:00.000Z',
  mailedBy: 'CONSUMER',
  createdAt: '2026-05-01T12:00:00.000Z',
  issueTitle: 'Not mailed collection',
  creditor: 'Mail Co',
});
/** Delivered 17 days ago: the follow-up came due 3 days ago, before the job stored the status. */
const followUp: Dispute = {
  ...base,
  id: 2,
  status: 'DELIVERED',
  issueTitle: 'Overdue follow-up',
  creditor: 'Follow Co',
  dateSent: '2026-05-20T12:00:00.000Z',
  uspsTrackingNumber: '9407111899223197428490',
  trackingStatus: 'DELIVERED',
  trackingSource: 'usps',
  deliveryDate: addCalendarDays(today, -17),
  followUpDate: addCalendarDays(today, -3),
  expectedResponse: addCalendarDays(today, 13),
  createdAt: '2026-05-10T12:00:00.000Z',
};

function Screens() {
  return (
    <>
      <ActiveDisputes allDisputesHref="/credit-repair?tab=disputes" />
      <OwnFollowUpAlerts />
      <DisputeList
        canAct
        userId={7}
        tracking={(d, day) => <UspsTrackingCard dispute={d} today={day} canAct />}
      />
    </>
  );
}

describe('one set of dispute figures on the dashboard, its alerts and the Disputes tab', () => {
  let disputes: Dispute[];
  let completions: unknown[];
  beforeEach(() => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    disputes = [base, followUp];
    completions = [];
    const due = () => disputes.filter((d) => d.id === followUp.id && !d.alertSent);
    server.use(
      http.get('/api/disputes', () => HttpResponse.json(disputes)),
      http.get('/api/disputes/follow-up', () => HttpResponse.json(due())),
      http.get('/api/letter-readiness/:userId', () =>
        HttpResponse.json({ userId: 7, mailer: 'CONSUMER', hold: null }),
      ),
      http.put('/api/disputes/:id/follow-up-completion', async ({ request }) => {
        const body = (await request.json()) as { answer: Dispute['followUpAnswer'] };
        completions.push(body);
        disputes = disputes.map((d) =>
          d.id === followUp.id
            ? { ...d, alertSent: true, followUpAnswer: body.answer, followUpCompletedAt: now.toISOString() }
            : d,
        );
        return HttpResponse.json(disputes[1]);
      }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes each status, overdue count and answer date the same way everywhere', async () => {
    renderWithProviders(<Screens />, { user: personWith('BETA_TESTER') });
    const dashboard = await screen.findByTestId('active-disputes');
    const alerts = screen.getByRole('region', { name: /Follow-up Alerts/ });
    const cards = await screen.findAllByTestId('dispute-card');
    const card = (title: string) => cards.find((c) => c.textContent?.includes(title)) as HTMLElement;

    // The follow-up that came due reads "Follow-up Required" on the dashboard and on its card.
    const dashboardRow = within(dashboard).getByText('Overdue follow-up').closest('li') as HTMLElement;
    expect(within(dashboardRow).getByText('Follow-up Required')).toBeInTheDocument();
    expect(within(card('Overdue follow-up')).getByText('Follow-up Required')).toBeInTheDocument();
    // The overdue days: one figure.
    expect(await within(alerts).findByText(/3 days overdue/)).toBeInTheDocument();

    // A letter not yet mailed has no answer date anywhere, and reads the same word on both screens.
    const pendingRow = within(dashboard).getByText('Not mailed collection').closest('li') as HTMLElement;
    expect(pendingRow).toHaveTextContent('Not mailed yet');
    expect(pendingRow).not.toHaveTextContent(/answer due|Expected response/i);
    expect(within(card('Not mailed collection')).getAllByText(/Not mailed yet/).length).toBeGreaterThan(0);
  });

  it('finishes a follow-up on its own card: asks what the bureau said, then clears it everywhere', async () => {
    renderWithProviders(<Screens />, { user: personWith('BETA_TESTER') });
    const cards = await screen.findAllByTestId('dispute-card');
    const card = cards.find((c) => c.textContent?.includes('Overdue follow-up')) as HTMLElement;
    fireEvent.click(
      within(card).getByRole('button', {
        name: 'Mark Completed: follow-up for Overdue follow-up at Equifax',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark Completed' }));
    expect(await within(dialog).findByText(/Choose what the bureau said/)).toBeInTheDocument();
    expect(completions).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'No answer yet' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark Completed' }));

    await waitFor(() => expect(completions).toEqual([{ answer: 'NO_ANSWER_YET' }]));
    const alerts = screen.getByRole('region', { name: /Follow-up Alerts/ });
    expect(await within(alerts).findByText('No follow-ups required at this time.')).toBeInTheDocument();
    const done = await within(card).findByTestId('follow-up-completed');
    expect(done).toHaveTextContent('No answer yet');
    expect(within(done).getByRole('button', { name: /Undo/ })).toBeInTheDocument();
    expect(within(card).queryByText('Follow-up Required')).not.toBeInTheDocument();
  });
});
