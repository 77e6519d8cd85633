import { type ImportPreview, importMessages } from '@app/contracts/client-import.contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ClientImportPanel } from './client-import-panel';

const preview: ImportPreview = {
  rows: [
    {
      line: 2,
      outcome: 'import',
      name: 'Ana Rivera',
      email: 'ana@example.com',
      status: 'Client',
      assignedTo: { id: 3, name: 'Morgan Lee' },
      problems: [],
      duplicateOf: null,
    },
    {
      line: 3,
      outcome: 'error',
      name: 'Bo Grant',
      email: 'not-an-email',
      status: null,
      assignedTo: null,
      problems: [{ field: 'email', message: 'Enter a valid email address' }],
      duplicateOf: null,
    },
    {
      line: 4,
      outcome: 'duplicate',
      name: 'Pat Here',
      email: 'pat@example.com',
      status: null,
      assignedTo: null,
      problems: [{ field: 'email', message: importMessages.duplicateEmail('Pat Here') }],
      duplicateOf: { id: 9, name: 'Pat Here' },
    },
    {
      line: 5,
      outcome: 'import',
      name: `'=HYPERLINK("http://evil.example") Imported`,
      email: 'f@example.com',
      status: null,
      assignedTo: null,
      problems: [{ field: 'firstName', message: importMessages.formulaKept }],
      duplicateOf: null,
    },
  ],
  counts: { import: 2, error: 1, duplicate: 1 },
  columns: { found: ['firstName', 'lastName', 'email'], unknown: ['Referral Source'] },
  clientPlaces: null,
};

const csvFile = () => new File(['First Name,Last Name,Email\n'], 'clients.csv', { type: 'text/csv' });

describe('Import clients', () => {
  it('previews each row, then imports with invitations only when ticked', async () => {
    const commits: string[] = [];
    server.use(
      http.post('/api/admin/client-import/preview', async ({ request }) => {
        expect(request.headers.get('content-type')).toBe('text/csv');
        expect(await request.text()).toBe('First Name,Last Name,Email\n');
        return HttpResponse.json(preview);
      }),
      http.post('/api/admin/client-import', ({ request }) => {
        commits.push(new URL(request.url).search);
        return HttpResponse.json({ imported: 2, skipped: 2, invitationsSent: 2 }, { status: 201 });
      }),
    );
    renderWithProviders(<ClientImportPanel />);
    fireEvent.change(screen.getByLabelText('Client CSV file'), { target: { files: [csvFile()] } });

    const table = await screen.findByRole('table', { name: 'Rows of the file' });
    expect(screen.getByText('2 clients will be imported')).toBeInTheDocument();
    expect(screen.getByText('Columns ignored: Referral Source')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[1]).toHaveTextContent('Has an error');
    expect(rows[1]).toHaveTextContent('E-mail: Enter a valid email address');
    expect(rows[2]).toHaveTextContent('Already a client');
    expect(rows[2]).toHaveTextContent(importMessages.duplicateEmail('Pat Here'));
    // A formula-like cell is shown neutralised, as text.
    expect(rows[3]).toHaveTextContent(`'=HYPERLINK("http://evil.example") Imported`);
    expect(rows[3]).toHaveTextContent(importMessages.formulaKept);

    fireEvent.click(screen.getByRole('radio', { name: 'Errors' }));
    expect(within(table).getAllByRole('row')).toHaveLength(2);

    fireEvent.click(screen.getByRole('checkbox', { name: /Send invitations/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 clients' }));
    expect(
      await screen.findByText(/2 clients imported; 2 rows left out\. 2 invitations sent\./),
    ).toBeInTheDocument();
    expect(commits).toEqual(['?sendInvitations=true']);
  });

  it('shows the server’s refusal naming what is wrong with the file', async () => {
    server.use(
      http.post('/api/admin/client-import/preview', () =>
        HttpResponse.json(
          {
            error: {
              code: 'IMPORT_UNREADABLE',
              message: importMessages.missingColumn('E-mail'),
              details: [{ field: 'file', message: importMessages.missingColumn('E-mail') }],
            },
          },
          { status: 422 },
        ),
      ),
    );
    renderWithProviders(<ClientImportPanel />);
    fireEvent.change(screen.getByLabelText('Client CSV file'), { target: { files: [csvFile()] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(importMessages.missingColumn('E-mail'));
    expect(screen.queryByRole('button', { name: /Import/ })).not.toBeInTheDocument();
  });
});
