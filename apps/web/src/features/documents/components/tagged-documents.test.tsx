import { type ChatDocument, documentMessages } from '@app/contracts/documents.contract';
import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { TaggedDocuments } from './tagged-documents';

const letter: ChatDocument = {
  id: 5,
  userId: 7,
  fileName: 'experian-response.pdf',
  fileSize: 2048,
  fileType: 'application/pdf',
  status: 'PENDING_REVIEW',
  reviewNote: null,
  documentType: 'BUREAU_RESPONSE',
  uploadedBy: 'CLIENT',
  extractionStatus: 'DONE',
  extractedText: 'Experian completed its investigation.',
  smartTags: [],
  customTags: ['Round 1'],
  confidence: 1,
  needsReview: false,
  createdAt: '2026-11-20T15:00:00.000Z',
};

function vaultApi() {
  const saved: string[][] = [];
  let doc = letter;
  server.use(
    http.get('/api/chat/documents/7', () => HttpResponse.json([doc])),
    http.patch('/api/documents/5/tags', async ({ request }) => {
      const { customTags } = (await request.json()) as { customTags: string[] };
      saved.push(customTags);
      if (customTags.includes('Fails')) return HttpResponse.json({ message: 'down' }, { status: 503 });
      doc = { ...doc, customTags };
      return HttpResponse.json(doc);
    }),
  );
  return saved;
}

describe('custom tags', () => {
  it('empties the box as a tag is added, keeps what is typed next, and gives back a tag that failed', async () => {
    const saved = vaultApi();
    renderWithProviders(
      <>
        <Notifications />
        <TaggedDocuments userId={7} live={false} />
      </>,
    );
    const box = await screen.findByLabelText('Add a custom tag to experian-response.pdf');
    fireEvent.change(box, { target: { value: 'Round 2' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box).toHaveValue('');
    fireEvent.change(box, { target: { value: 'Fails' } });
    expect(await screen.findByRole('button', { name: 'Remove tag Round 2' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove tag Round 1' })).toBeEnabled());
    expect(box).toHaveValue('Fails');

    // Removing a tag leaves what is typed alone.
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag Round 1' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove tag Round 1' })).not.toBeInTheDocument(),
    );
    expect(box).toHaveValue('Fails');

    fireEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(await screen.findByText(documentMessages.tagsUpdateFailed)).toBeInTheDocument();
    expect(box).toHaveValue('Fails');
    expect(saved).toEqual([['Round 1', 'Round 2'], ['Round 2'], ['Round 2', 'Fails']]);
  });
});
