import type { CreditIssue } from '@app/contracts/credit-issues.contract';
import type { AdminCreditConnection } from '@app/contracts/credit-monitoring.contract';
import { type IdentityCheck, identityMessages } from '@app/contracts/report-uploads.contract';
import type { TeamRole } from '@app/contracts/team-roles';
import type { UseQueryResult } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { CreditProfilesPanel } from '../../../features/credit-monitoring/components/credit-profiles-panel';
import { ClientLetterGenerator } from '../../../features/dispute-letters/components/client-letter-generator';
import { IdentityCheckAlert } from '../../../features/report-uploads/components/identity-check-alert';
import { RevealButton } from '../../../features/sensitive-access/components/reveal-button';
import { server } from '../../../testing/msw-server';
import { personWith } from '../../../testing/person';
import { renderWithProviders } from '../../../testing/render-with-providers';

const as = (teamRole: TeamRole) => ({ user: personWith('ADMIN', { id: 2, teamRole }) });

/** Picks the reason and reveals, in the open dialog. */
async function revealIn(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  fireEvent.change(within(dialog).getByRole('combobox', { name: /Why do you need it/ }), {
    target: { value: 'DISPUTE_LETTER' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reveal' }));
  return dialog;
}

/** Answers the reveal with `value`, noting each request's body. */
function serveReveal(clientId: number, field: string, value: string) {
  const asked: unknown[] = [];
  server.use(
    http.post(`/api/admin/clients/${clientId}/sensitive-reveal`, async ({ request }) => {
      asked.push(await request.json());
      return HttpResponse.json({ field, value, revealedAt: '2026-11-29T12:00:00.000Z' });
    }),
  );
  return asked;
}

const differing: IdentityCheck = {
  mismatches: [{ field: 'dateOfBirth', onReport: '••/••/1971', onFile: '••/••/1986' }],
  reportShows: { name: null, dateOfBirth: '••/••/1971', address: null },
  dateOfBirthMatches: false,
  duplicateOf: null,
};
const matching: IdentityCheck = {
  mismatches: [],
  reportShows: { name: null, dateOfBirth: '••/••/1986', address: null },
  dateOfBirthMatches: true,
  duplicateOf: null,
};

/** The alert as the Upload Reports page composes it: the client's Reveal beside their masked date. */
const show = (identity: IdentityCheck, teamRole: TeamRole) =>
  renderWithProviders(
    <IdentityCheckAlert
      identity={identity}
      revealDateOfBirth={<RevealButton clientId={9} clientName="Maria Lopez" field="dateOfBirth" />}
    />,
    as(teamRole),
  );

describe('the identity check of an upload', () => {
  it('shows both birth dates masked to the year, and reveals the client’s after a reason', async () => {
    server.use(
      http.post('/api/admin/clients/9/sensitive-reveal', () =>
        HttpResponse.json({
          field: 'dateOfBirth',
          value: '1986-04-12',
          revealedAt: '2026-11-29T12:00:00.000Z',
        }),
      ),
    );
    show(differing, 'SPECIALIST');
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(identityMessages.mismatchTitle)).toBeInTheDocument();
    expect(within(alert).getByRole('cell', { name: '••/••/1971' })).toBeInTheDocument();
    expect(within(alert).getByText('••/••/1986')).toBeInTheDocument();
    expect(alert).not.toHaveTextContent(/1986-04-12|April 12/);

    fireEvent.click(within(alert).getByRole('button', { name: 'Reveal date of birth' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reveal date of birth' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Why do you need it/ }), {
      target: { value: 'VERIFY_IDENTITY' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reveal' }));
    expect(await within(dialog).findByText('April 12, 1986')).toBeInTheDocument();
  });

  it('says a matching birth date matches, still masked', () => {
    show(matching, 'OWNER');
    expect(screen.getByText(identityMessages.birthDateMatches)).toBeInTheDocument();
    expect(screen.getByText('(••/••/1986)')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reveal date of birth' })).toBeInTheDocument();
  });

  it('gives a processor the masked dates and no Reveal', () => {
    show(differing, 'PROCESSOR');
    expect(screen.getByText('••/••/1986')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reveal/ })).toBeNull();
  });
});

const midland: CreditIssue = {
  id: 41,
  userId: 9,
  type: 'COLLECTION',
  title: 'Collection: Midland Credit',
  description: 'Collection account reported as unpaid',
  creditor: 'Midland Credit',
  accountNumberLast4: '4821',
  amount: '845.00',
  dateReported: '2023-04-01',
  collectorFirstContactOn: null,
  dateAdded: '2024-01-01T00:00:00.000Z',
  impact: 45,
  bureaus: ['EQUIFAX'],
  status: 'ACTIVE',
  findings: [],
  bureauStandings: [{ bureau: 'EQUIFAX', state: 'NOT_DISPUTED', since: null }],
};

/** The Dispute Center's list of a client's items, composed as the page composes it. */
const showItems = (teamRole: TeamRole) =>
  renderWithProviders(
    <ClientLetterGenerator
      clientId={9}
      clientName="Maria Lopez"
      issues={{ isPending: false, isError: false, data: [midland] } as UseQueryResult<CreditIssue[]>}
      disputes={[]}
      revealAccount={(issue) => (
        <RevealButton
          clientId={9}
          clientName="Maria Lopez"
          field="accountNumber"
          itemId={issue.id}
          itemName={issue.creditor}
        />
      )}
    />,
    as(teamRole),
  );

describe('an item’s account number in the Dispute Center', () => {
  it('shows the last 4, and the full number after a reason', async () => {
    const asked = serveReveal(9, 'accountNumber', '5500123412344821');
    showItems('SPECIALIST');
    expect(screen.getByText('Account ending 4821')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reveal account number of Midland Credit' }));
    const dialog = await revealIn('Reveal account number');
    expect(await within(dialog).findByText('5500123412344821')).toBeInTheDocument();
    expect(asked).toEqual([{ field: 'accountNumber', reason: 'DISPUTE_LETTER', itemId: 41 }]);
  });

  it('gives a processor the last 4 and no Reveal', () => {
    showItems('PROCESSOR');
    expect(screen.getByText('Account ending 4821')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reveal/ })).toBeNull();
  });
});

const connection: AdminCreditConnection = {
  id: 5,
  userId: 9,
  user: { firstName: 'Maria', lastName: 'Lopez' },
  accountEmail: 'maria@example.com',
  provider: 'SMART_CREDIT',
  // Inactive: the card reads no credit file, only the connection.
  isActive: false,
  lastSyncDate: null,
  source: 'sandbox',
};

const showConnections = (teamRole: TeamRole) => {
  server.use(http.get('/api/admin/credit-connections', () => HttpResponse.json([connection])));
  return renderWithProviders(
    <CreditProfilesPanel
      revealCredential={(c, clientName) => (
        <RevealButton
          clientId={c.userId}
          clientName={clientName}
          field="monitoringCredential"
          itemId={c.id}
          itemName="SmartCredit"
        />
      )}
    />,
    as(teamRole),
  );
};

describe('a client’s monitoring password in Credit Profiles', () => {
  it('is hidden, and shown after a reason', async () => {
    const asked = serveReveal(9, 'monitoringCredential', 'hunter2-Secret');
    showConnections('OWNER');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Reveal credit monitoring password of SmartCredit' }),
    );
    const dialog = await revealIn('Reveal credit monitoring password');
    expect(await within(dialog).findByText('hunter2-Secret')).toBeInTheDocument();
    expect(asked).toEqual([{ field: 'monitoringCredential', reason: 'DISPUTE_LETTER', itemId: 5 }]);
  });

  it('offers a processor no Reveal', async () => {
    showConnections('PROCESSOR');
    expect(await screen.findByText('maria@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reveal/ })).toBeNull();
  });
});
