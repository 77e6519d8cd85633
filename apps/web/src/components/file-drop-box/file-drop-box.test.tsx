import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { FileDropBox } from './file-drop-box';

const box = (multiple: boolean, onFiles = vi.fn(), onRefused = vi.fn()) => (
  <FileDropBox
    accept={{ 'application/pdf': ['.pdf'] }}
    maxBytes={10}
    multiple={multiple}
    label="Files: drop them here or browse"
    inputLabel="Files to upload"
    title="Drag files here or click to browse"
    hint="PDF, max 10 bytes"
    onFiles={onFiles}
    onRefused={onRefused}
  />
);

const pdf = (name: string, bytes: number) => new File(['x'.repeat(bytes)], name, { type: 'application/pdf' });

describe('the upload box', () => {
  it('hands over the chosen files and says which were refused, and why', async () => {
    const onFiles = vi.fn();
    const onRefused = vi.fn();
    renderWithProviders(box(true, onFiles, onRefused));
    expect(screen.getByText('Drag files here or click to browse')).toBeInTheDocument();
    expect(screen.getByText('PDF, max 10 bytes')).toBeInTheDocument();
    const small = pdf('a.pdf', 5);
    const big = pdf('big.pdf', 50);
    fireEvent.change(screen.getByLabelText('Files to upload'), { target: { files: [small, big] } });
    await waitFor(() => expect(onFiles).toHaveBeenCalledWith([small]));
    expect(onRefused).toHaveBeenCalledWith([{ file: big, tooLarge: true }]);
  });

  it('refuses a file of another type as such, not as too large', async () => {
    const onRefused = vi.fn();
    renderWithProviders(box(false, vi.fn(), onRefused));
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText('Files to upload'), { target: { files: [text] } });
    await waitFor(() => expect(onRefused).toHaveBeenCalledWith([{ file: text, tooLarge: false }]));
  });
});
