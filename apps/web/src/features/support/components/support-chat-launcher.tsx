import type { PublicUser } from '@app/contracts/users.contract';
import { ActionIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import classes from './support-chat-launcher.module.css';

// The drawer and the chat load on the first open, so the public pages stay small.
const SupportChatDrawer = lazy(() =>
  import('./support-chat-drawer').then((m) => ({ default: m.SupportChatDrawer })),
);

/** The floating support button of every signed-in page and the public site; it opens the chat. */
export function SupportChatLauncher({ user }: { user: PublicUser | null }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [everOpened, setEverOpened] = useState(false);
  return (
    <>
      <div className={classes.launcher}>
        <ActionIcon
          size={56}
          radius="xl"
          variant="filled"
          aria-label="Open support chat"
          onClick={() => {
            setEverOpened(true);
            open();
          }}
          style={{ boxShadow: 'var(--mantine-shadow-md)' }}
        >
          <IconMessageCircle size={28} aria-hidden />
        </ActionIcon>
      </div>
      {everOpened && (
        <Suspense fallback={null}>
          <SupportChatDrawer opened={opened} onClose={close} user={user} />
        </Suspense>
      )}
    </>
  );
}
