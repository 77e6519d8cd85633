import { experianMessages, fcraAuthorizationStatement } from '@app/contracts/credit-monitoring.contract';
import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { personWith } from '../../../testing/person';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ExperianConnectPanel } from './experian-connect-panel';

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Connect to Experian' }));
const connections = (list: unknown[] = []) =>
  server.use(http.get('/api/credit-monitoring-connections', () => HttpResponse.json(list)));
const render = () =>
  renderWithProviders(
    <>
      <Notifications />
      <ExperianConnectPanel sandbox after={<a href="/dashboard">See your dashboard</a>} />
    </>,
    {
      user: personWith('BETA_TESTER', {
        address: {
          addressLine1: '1457 Maple Avenue',
          addressLine2: null,
          city: 'Dayton',
          state: 'OH',
          zipCode: '45402',
        },
      }),
    },
  );
const fillAll = () => {
  type(/^First Name/, 'Robin');
  type(/^Last Name/, 'Vale');
  type(/^SSN/, '521-44-7812');
  type(/^Date of Birth/, '1986-07-14');
  type(/^Street Address/, '48 Orchard Lane');
  type(/^City/, 'Columbus');
  type(/^State/, 'oh');
  type(/^ZIP Code/, '43215');
};

const connected = {
  success: true,
  message: experianMessages.connected,
  connection: {
    id: 3,
    userId: 7,
    provider: 'EXPERIAN',
    accountEmail: 'casey@example.com',
    syncFrequency: 'DAILY',
    autoSyncEnabled: true,
    isActive: true,
    lastSyncDate: '2026-11-23T15:00:00.000Z',
    ssnLast4: '7812',
    source: 'sandbox',
    createdAt: '2026-11-23T15:00:00.000Z',
  },
  imported: {
    issuesCreated: 3,
    issuesAlreadyKnown: 1,
    itemsRemoved: 0,
    score: 641,
    scoreChange: 12,
    accounts: 6,
    inquiries: 4,
    publicRecords: 0,
  },
};

describe('Connect to Experian', () => {
  it('fills in what the product already has: the name and the mailing address, never the SSN', async () => {
    connections();
    render();
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Casey');
    expect(screen.getByLabelText(/^Last Name/)).toHaveValue('Bennett');
    expect(screen.getByLabelText(/^Street Address/)).toHaveValue('1457 Maple Avenue');
    expect(screen.getByLabelText(/^ZIP Code/)).toHaveValue('45402');
    expect(screen.getByLabelText(/^SSN/)).toHaveValue('');
    // A demo bureau is said so in plain words, before any SSN is typed.
    expect(screen.getByText(/This is a demo connection; no bureau is contacted\./)).toBeInTheDocument();
    expect(screen.queryByText(/sandbox/i)).not.toBeInTheDocument();
  });

  it('knows the person is already connected, and offers the Monitor tab instead of the form', async () => {
    connections([connected.connection]);
    render();
    expect(await screen.findByText('Your Experian file is connected')).toBeInTheDocument();
    expect(screen.getByText(/SSN ending 7812/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect to Experian' })).not.toBeInTheDocument();
  });

  it('names every blank field in one Missing Information message, as the spec words it', async () => {
    connections();
    render();
    type(/^First Name/, '');
    type(/^Last Name/, '');
    type(/^City/, '');
    type(/^Street Address/, '');
    type(/^State/, '');
    type(/^ZIP Code/, '');
    type(/^First Name/, 'Robin');
    submit();
    expect(await screen.findByText(experianMessages.missingTitle)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Please fill in: Last Name, SSN, Date of Birth, Street Address, City, State, ZIP Code',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Last Name/)).toHaveFocus());
  });

  it('checks the SSN the way the server does, and asks for the written authorisation', async () => {
    connections();
    render();
    fillAll();
    type(/^SSN/, '666-12-3456');
    submit();
    expect(await screen.findByText(experianMessages.ssnInvalid)).toBeInTheDocument();
    expect(screen.getByText(experianMessages.authorizationRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/^State/)).toHaveValue('OH');
  });

  it('sends the spec’s personalInfo with the authorisation and shows what was imported', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/experian/connect', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(connected);
      }),
    );
    connections();
    render();
    fillAll();
    fireEvent.click(
      screen.getByRole('checkbox', { name: new RegExp(fcraAuthorizationStatement.slice(0, 30)) }),
    );
    submit();
    expect(
      await screen.findByText('3 new credit issues imported, 1 already on your list'),
    ).toBeInTheDocument();
    expect(screen.getAllByText(experianMessages.connectedTitle).length).toBeGreaterThan(0);
    expect(sent).toEqual({
      personalInfo: {
        firstName: 'Robin',
        lastName: 'Vale',
        ssn: '521-44-7812',
        dateOfBirth: '1986-07-14',
        address: { line1: '48 Orchard Lane', city: 'Columbus', state: 'OH', zipCode: '43215' },
      },
      fcraAuthorized: true,
    });
    // Connected: the form is not offered again.
    expect(screen.queryByLabelText(/^SSN/)).not.toBeInTheDocument();
  });

  it('shows Connection Failed with the server’s message, and puts field errors on their fields', async () => {
    server.use(
      http.post('/api/experian/connect', () =>
        HttpResponse.json(
          {
            error: {
              code: 'BAD_REQUEST',
              message: 'Use the two-letter state code',
              details: [
                { field: 'body.personalInfo.address.state', message: 'Use the two-letter state code' },
              ],
            },
          },
          { status: 400 },
        ),
      ),
    );
    connections();
    render();
    fillAll();
    fireEvent.click(screen.getByRole('checkbox'));
    submit();
    expect(await screen.findByText(experianMessages.failedTitle)).toBeInTheDocument();
    expect(screen.getAllByText('Use the two-letter state code').length).toBe(2);
  });
});
