import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ChatComposer } from './chat-composer';

function Host({ onSend, sendButton }: { onSend: (text: string) => void; sendButton: 'icon' | 'text' }) {
  const [draft, setDraft] = useState('');
  return (
    <ChatComposer
      draft={draft}
      onDraftChange={setDraft}
      onSend={() => onSend(draft)}
      label="Message"
      placeholder="Write…"
      maxLength={20}
      sendDisabled={draft.trim() === ''}
      sending={false}
      sendButton={sendButton}
    />
  );
}

describe('the chat box', () => {
  it('sends on Enter, starts a new line on Shift+Enter, and sends nothing blank', () => {
    const onSend = vi.fn();
    renderWithProviders(<Host onSend={onSend} sendButton="text" />);
    const box = screen.getByLabelText('Message');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('Hello');
    expect(box).toHaveAttribute('maxlength', '20');
  });

  it('names an icon-only send button for a screen reader', () => {
    const onSend = vi.fn();
    renderWithProviders(<Host onSend={onSend} sendButton="icon" />);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(onSend).toHaveBeenCalledWith('Hi');
  });
});
