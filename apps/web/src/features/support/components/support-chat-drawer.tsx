import type { PublicUser } from '@app/contracts/users.contract';
import { Drawer } from '@mantine/core';
import { Suspense } from 'react';
import { PageLoader } from '../../../components/page-loader/page-loader';
import { SupportChatPanel } from './support-chat-panel';

/** The chat's drawer: loaded on the first open, so the pages themselves stay small. */
export function SupportChatDrawer({
  opened,
  onClose,
  user,
}: {
  opened: boolean;
  onClose: () => void;
  user: PublicUser | null;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
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
  );
}
