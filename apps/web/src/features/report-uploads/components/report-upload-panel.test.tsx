import { reportReadFailures } from '@app/contracts/report-read-failures';
import {
  reportUploadMessages,
  type UploadCreditReportResponse,
} from '@app/contracts/report-uploads.contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ReportUploadPanel } from './report-upload-panel';

const upload = (id: number, fileName: string): UploadCreditReportResponse => ({
  id,
  userId: 9,
  fileName,
  fileType: 'PDF',
  sizeBytes: 1200,
  sha256: 'a'.repeat(64),
  description: `Credit report upload - ${fileName}`,
  extraction: 'pdf-text',
  confirmedAt: null,
  createdAt: '2026-03-16T12:00:00.000Z',
  aiAnalysis: {
    creditScore: 612,
    scores: {},
    issuesFound: [],
    recommendations: [],
    accounts: [],
    inquiries: [],
    publicRecords: [],
    layout: 'three-bureau-columns',
    extraction: 'pdf-text',
    engine: 'builtin',
    message: null,
    identity: null,
    failure: null,
  },
});

describe('Upload Reports opened from the work queue', () => {
  it('has the client chosen and the linked report open, ready to confirm', async () => {
    server.use(
      http.get('/api/admin/credit-report-uploads', ({ request }) =>
        new URL(request.url).searchParams.get('userId') === '9'
          ? HttpResponse.json([upload(4, 'newer.pdf'), upload(3, 'linked.pdf')])
          : HttpResponse.json([], { status: 404 }),
      ),
    );
    renderWithProviders(
      <ReportUploadPanel
        preselected={{ client: { id: 9, name: 'Jamie Tester' }, uploadId: 3 }}
        clientSelect={(value) => <output aria-label="Chosen client">{value}</output>}
        letters={() => null}
      />,
    );
    expect(screen.getByRole('status', { name: 'Chosen client' })).toHaveTextContent('9');
    expect(await screen.findByRole('heading', { name: 'linked.pdf', level: 3 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'newer.pdf', level: 3 })).not.toBeInTheDocument();
  });
});

describe('Upload Reports when the report cannot be read', () => {
  it('shows the reason and the next step in plain words, with the kept file to open', async () => {
    let sent: Record<string, unknown> | undefined;
    const words = reportReadFailures.ONE_BUREAU_ONLY;
    server.use(
      http.get('/api/admin/credit-report-uploads', () => HttpResponse.json([])),
      http.post('/api/admin/upload-credit-report', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          {
            error: {
              code: 'UNREADABLE_REPORT',
              message: `${words.message} ${words.nextStep}`,
              details: [
                {
                  field: 'body.fileData',
                  message: words.message,
                  reason: 'ONE_BUREAU_ONLY',
                  nextStep: words.nextStep,
                  keptUploadId: 41,
                },
              ],
            },
          },
          { status: 422 },
        );
      }),
    );
    renderWithProviders(
      <ReportUploadPanel
        preselected={{ client: { id: 9, name: 'Jamie Tester' } }}
        clientSelect={(value) => <output aria-label="Chosen client">{value}</output>}
        letters={() => null}
      />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: reportUploadMessages.triBureauLabel }));
    const file = new File(['%PDF-1.7 one bureau'], 'transunion.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Credit report file'), { target: { files: [file] } });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(words.title)).toBeInTheDocument();
    expect(within(alert).getByText(words.message)).toBeInTheDocument();
    expect(within(alert).getByText(words.nextStep)).toBeInTheDocument();
    expect(within(alert).getByText(new RegExp(reportUploadMessages.keptForReview))).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Open the file' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/admin\/credit-report-uploads\/41\/file$/),
    );
    expect(alert).not.toHaveTextContent(/ONE_BUREAU_ONLY|UNREADABLE_REPORT/);
    expect(sent?.triBureau).toBe(true);
  });
});
