import '@mantine/core/styles/Tabs.css';
import { canUseAI } from '@app/contracts/permissions';
import { Tabs } from '@mantine/core';
import { PlanRefusal } from '../../../components/plan/plan-refusal';
import { useFollowAiConversation } from '../../../features/ai-assistant/api/follow-ai-conversation';
import { AiAssistantChat } from '../../../features/ai-assistant/components/ai-assistant-chat';
import { useFollowDocuments } from '../../../features/documents/api/follow-documents';
import { useChatDocuments } from '../../../features/documents/api/get-chat-documents';
import { DocumentVault } from '../../../features/documents/components/document-vault';
import { SmartTags } from '../../../features/documents/components/smart-tags';
import { UploadDocuments } from '../../../features/documents/components/upload-documents';
import { useFollowSecureChat } from '../../../features/secure-chat/api/follow-secure-chat';
import { SecureChatThread } from '../../../features/secure-chat/components/secure-chat-thread';
import { useSignedInUser } from '../../../lib/session';

/** The AI Assistant's attachments are the person's vault documents. */
function AssistantTab({ userId, documentsLive }: { userId: number; documentsLive: boolean }) {
  const live = useFollowAiConversation(true);
  const documents = useChatDocuments(userId, documentsLive);
  const attachable = (documents.data ?? []).map((d) => ({
    documentId: d.id,
    name: d.fileName,
    size: d.fileSize,
    type: d.fileType,
  }));
  return <AiAssistantChat userId={userId} live={live} documents={attachable} />;
}

/** The client page's Chat tab with its five sub-tabs. */
export function CreditRepairChat() {
  const user = useSignedInUser();
  const live = useFollowSecureChat();
  const documentsLive = useFollowDocuments();
  return (
    <Tabs defaultValue="secure-chat" variant="pills" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="secure-chat">Secure Chat</Tabs.Tab>
        <Tabs.Tab value="ai-assistant">AI Assistant</Tabs.Tab>
        <Tabs.Tab value="vault">Document Vault</Tabs.Tab>
        <Tabs.Tab value="upload">Upload Documents</Tabs.Tab>
        <Tabs.Tab value="smart-tags">Smart Tags</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="secure-chat">
        <SecureChatThread userId={user.id} side="CLIENT" live={live} />
      </Tabs.Panel>
      <Tabs.Panel value="ai-assistant">
        {canUseAI(user) ? (
          <AssistantTab userId={user.id} documentsLive={documentsLive} />
        ) : (
          <PlanRefusal entitlement="useAI" />
        )}
      </Tabs.Panel>
      <Tabs.Panel value="vault">
        <DocumentVault userId={user.id} live={documentsLive} />
      </Tabs.Panel>
      <Tabs.Panel value="upload">
        <UploadDocuments userId={user.id} uploadedBy="CLIENT" />
      </Tabs.Panel>
      <Tabs.Panel value="smart-tags">
        <SmartTags userId={user.id} live={documentsLive} />
      </Tabs.Panel>
    </Tabs>
  );
}
