import '@mantine/core/styles/Affix.css';
import type { PublicUser } from '@app/contracts/users.contract';
import { ActionIcon, Affix, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { PageLoader } from '../../../components/page-loader/page-loader';

// The panel loads on first open, so the public pages stay small.
const SupportChatPanel = lazy(() =>
  import('./support-chat-panel').then((m) => ({ default: m.SupportChatPanel })),
);

/** The floating support button of every signed-in page and the public site; it opens the chat. */
export function SupportChatLauncher({ user }: { user: PublicUser | null }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Affix position={{ bottom: 20, right: 20 }} zIndex={150}>
        <ActionIcon
          size={56}
          radius="xl"
          variant="filled"
          aria-label="Open support chat"
          onClick={open}
          style={{ boxShadow: 'var(--mantine-shadow-md)' }}
        >
          <IconMessageCircle size={28} aria-hidden />
        </ActionIcon>
      </Affix>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size="md"
        title="Support chat"
        styles={{ body: { height: 'calc(100% - 60px)', display: 'flex', flexDirection: 'column' } }}
        closeButtonProps={{ 'aria-label': 'Close support chat' }}
      >
        {opened && (
          <Suspense fallback={<PageLoader />}>
            <SupportChatPanel user={user} />
          </Suspense>
        )}
      </Drawer>
    </>
  );
}
