import { reportReadFailures } from '@app/contracts/report-read-failures';
import type { UploadCreditReportResponse } from '@app/contracts/report-uploads.contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { AnalysisResult } from './analysis-result';

const upload = (
  over: Partial<UploadCreditReportResponse['aiAnalysis']> = {},
): UploadCreditReportResponse => ({
  id: 3,
  userId: 9,
  fileName: 'report.html',
  fileType: 'HTML',
  sizeBytes: 1200,
  sha256: 'a'.repeat(64),
  description: 'Credit report upload - report.html',
  extraction: 'html',
  confirmedAt: null,
  createdAt: '2025-06-01T12:00:00.000Z',
  aiAnalysis: {
    creditScore: 612,
    scores: {},
    issuesFound: [],
    recommendations: [],
    accounts: [],
    inquiries: [],
    publicRecords: [],
    layout: 'three-bureau-columns',
    extraction: 'html',
    engine: 'builtin',
    message: null,
    identity: null,
    failure: null,
    ...over,
  },
});

describe('the analysis of an uploaded report', () => {
  it("shows each finding in plain words with the bureaus' values side by side, and no enum names", () => {
    renderWithProviders(
      <AnalysisResult
        letters={null}
        upload={upload({
          issuesFound: [
            {
              type: 'FORECLOSURE',
              impact: 'HIGH',
              impactPoints: 100,
              amount: 1245,
              creditor: 'LAKESIDE MORTGAGE CO',
              description: 'Reported by TransUnion and Experian as foreclosure.',
              suggestedAction: 'Request the foreclosure sale accounting.',
              bureaus: ['TRANSUNION', 'EXPERIAN'],
              accountLast4: '7731',
              dateReported: null,
              findings: [
                {
                  kind: 'BALANCE_DIFFERS',
                  text: 'TransUnion reports $1,245.00; Experian $1,045.00.',
                  values: [
                    { source: 'TransUnion', value: '$1,245.00' },
                    { source: 'Experian', value: '$1,045.00' },
                  ],
                },
              ],
              foundBy: 'rules',
            },
          ],
        })}
      />,
    );
    expect(screen.getByText('Saved web page')).toBeInTheDocument();
    const findings = screen.getByTestId('issue-findings');
    expect(within(findings).getByText('The bureaus show different balances')).toBeInTheDocument();
    expect(within(findings).getByRole('columnheader', { name: 'TransUnion' })).toBeInTheDocument();
    expect(within(findings).getByRole('cell', { name: '$1,045.00' })).toBeInTheDocument();
    expect(screen.getByText('Foreclosure')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/BALANCE_DIFFERS|FORECLOSURE|TRANSUNION/);
  });

  it('says so when nothing was found in the report', () => {
    const message = 'Nothing was found in this report: no score, account or inquiry.';
    renderWithProviders(<AnalysisResult letters={null} upload={upload({ creditScore: null, message })} />);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByText('---')).toBeInTheDocument();
  });

  it('says in red, with both values, where the report is not the client’s, and asks for an audited override', () => {
    renderWithProviders(
      <AnalysisResult
        letters={null}
        upload={upload({
          issuesFound: [
            {
              type: 'COLLECTION',
              impact: 'HIGH',
              impactPoints: 60,
              amount: 300,
              creditor: 'ACME RECOVERY GROUP',
              description: 'A collection.',
              suggestedAction: 'Dispute it.',
              bureaus: ['EXPERIAN'],
              accountLast4: null,
              dateReported: null,
              findings: [],
              foundBy: 'rules',
            },
          ],
          identity: {
            mismatches: [{ field: 'name', onReport: 'JORDAN Q SAMPLE', onFile: 'Maria Lopez' }],
            reportShows: { name: 'JORDAN Q SAMPLE', dateOfBirth: null, address: null },
            dateOfBirthMatches: null,
            duplicateOf: { id: 2, createdAt: '2025-05-30T12:00:00.000Z' },
          },
        })}
      />,
    );
    expect(screen.getByText('This report may belong to someone else')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'JORDAN Q SAMPLE' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Maria Lopez' })).toBeInTheDocument();
    expect(screen.getByText('The same file was uploaded before')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Override and confirm 1 item/ })).toBeDisabled();
    expect(screen.getByLabelText('Why the differences are acceptable')).toBeDisabled();
  });

  it('shows a kept report that could not be read with its reason, the file to open and a way to mark it handled', async () => {
    let handled: unknown;
    server.use(
      http.post('/api/admin/credit-report-uploads/3/confirm', async ({ request }) => {
        handled = await request.json();
        return HttpResponse.json({ created: [], skipped: [], recordedScore: null });
      }),
    );
    renderWithProviders(
      <AnalysisResult
        letters={null}
        upload={upload({ creditScore: null, failure: { reason: 'PASSWORD_PROTECTED' } })}
      />,
    );
    const words = reportReadFailures.PASSWORD_PROTECTED;
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(words.title)).toBeInTheDocument();
    expect(within(alert).getByText(words.message)).toBeInTheDocument();
    expect(within(alert).getByText(words.nextStep)).toBeInTheDocument();
    expect(alert).not.toHaveTextContent('PASSWORD_PROTECTED');
    expect(within(alert).getByRole('link', { name: 'Open the file' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/admin\/credit-report-uploads\/3\/file$/),
    );
    expect(screen.queryByRole('tab', { name: 'Issues Found' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Mark as handled' }));
    expect(await screen.findByText('Handled')).toBeInTheDocument();
    expect(handled).toEqual({ issues: [] });
  });

  it('offers Generate Letters to those who write letters only (a processor reads and confirms)', () => {
    const { unmount } = renderWithProviders(
      <AnalysisResult upload={upload()} letters={<p>Letters here</p>} />,
    );
    expect(screen.getByRole('tab', { name: 'Generate Letters' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<AnalysisResult upload={upload()} />);
    expect(screen.getByRole('tab', { name: 'Issues Found' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Generate Letters' })).not.toBeInTheDocument();
  });
});
