import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import { useFollowSecureChat } from '../../../features/secure-chat/api/follow-secure-chat';
import { SecureChatThread } from '../../../features/secure-chat/components/secure-chat-thread';
import { useSignedInUser } from '../../../lib/session';

/** The client page's Chat tab; Secure Chat is its first sub-tab (spec 001 §2.1, §2.13). */
export function CreditRepairChat() {
  const user = useSignedInUser();
  const live = useFollowSecureChat();
  return (
    <Tabs defaultValue="secure-chat" variant="pills">
      <Tabs.List mb="md">
        <Tabs.Tab value="secure-chat">Secure Chat</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="secure-chat">
        <SecureChatThread userId={user.id} side="CLIENT" live={live} />
      </Tabs.Panel>
    </Tabs>
  );
}
