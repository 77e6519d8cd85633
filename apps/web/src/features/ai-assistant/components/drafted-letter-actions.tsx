import { aiAssistantMessages } from '@app/contracts/ai-assistant.contract';
import { Button, Group } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { notify } from '../../../lib/notify';
import { getDraftedLetter } from '../api/get-drafted-letter';

function saveText(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'dispute-letter.txt';
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The drafted letter opens in a new window, or downloads as dispute-letter.txt. */
export function DraftedLetterActions({ letterUrl }: { letterUrl: string }) {
  const load = async () => {
    try {
      return await getDraftedLetter(letterUrl);
    } catch {
      notify({ color: 'red', title: 'Error Loading Letter', message: aiAssistantMessages.letterLoadFailed });
      return null;
    }
  };
  const open = async () => {
    const tab = window.open('', '_blank');
    const text = await load();
    if (text === null) return tab?.close();
    if (!tab) {
      saveText(text);
      notify({
        color: 'blue',
        title: aiAssistantMessages.letterDownloaded,
        message: 'Your browser blocked the new window.',
      });
      return;
    }
    const pre = tab.document.createElement('pre');
    pre.style.whiteSpace = 'pre-wrap';
    pre.style.font = '14px/1.5 Georgia, serif';
    pre.style.maxWidth = '720px';
    pre.style.margin = '32px auto';
    pre.textContent = text;
    tab.document.title = 'Dispute letter';
    tab.document.body.append(pre);
  };
  const download = async () => {
    const text = await load();
    if (text !== null) saveText(text);
  };
  return (
    <Group gap="xs" mt="xs">
      <Button size="xs" variant="light" leftSection={<IconExternalLink size={14} />} onClick={open}>
        Open letter
      </Button>
      <Button size="xs" variant="default" leftSection={<IconDownload size={14} />} onClick={download}>
        Download dispute-letter.txt
      </Button>
    </Group>
  );
}
