import { Button, Group, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';

interface ChatComposerProps {
  /** The text being written, from `useOutgoingDraft`. */
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: () => void;
  /** The box's name for a screen reader. */
  label: string;
  placeholder: string;
  maxLength: number;
  /** Nothing can be written yet (no conversation). */
  disabled?: boolean;
  /** Nothing may be sent yet (the box is blank). */
  sendDisabled: boolean;
  sending: boolean;
  /** `icon`: the button shows only the send icon and is named 'Send message'; `text`: it reads 'Send'. */
  sendButton: 'icon' | 'text';
}

/** The box a chat message is written in: Enter sends, Shift+Enter starts a new line. */
export function ChatComposer({
  draft,
  onDraftChange,
  onSend,
  label,
  placeholder,
  maxLength,
  disabled = false,
  sendDisabled,
  sending,
  sendButton,
}: ChatComposerProps) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSend();
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          aria-label={label}
          placeholder={placeholder}
          autosize
          minRows={1}
          maxRows={5}
          maxLength={maxLength}
          value={draft}
          onChange={(e) => onDraftChange(e.currentTarget.value)}
          onKeyDown={(e) => {
            // A key that ends an IME composition is the person choosing a word, not sending.
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              onSend();
            }
          }}
          style={{ flex: 1 }}
          disabled={disabled}
        />
        {sendButton === 'icon' ? (
          <Button type="submit" disabled={sendDisabled} loading={sending} aria-label="Send message">
            <IconSend size={18} aria-hidden />
          </Button>
        ) : (
          <Button
            type="submit"
            disabled={sendDisabled}
            loading={sending}
            leftSection={<IconSend size={16} aria-hidden />}
          >
            Send
          </Button>
        )}
      </Group>
    </form>
  );
}
