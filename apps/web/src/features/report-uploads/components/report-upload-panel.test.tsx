import type { UploadCreditReportResponse } from '@app/contracts/report-uploads.contract';
import { screen } from '@testing-library/react';
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
