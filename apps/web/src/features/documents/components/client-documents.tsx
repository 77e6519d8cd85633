import { Paper, Stack, Text, Title } from '@mantine/core';
import { useFollowDocuments } from '../api/follow-documents';
import { DocumentReviewActions } from './document-review-actions';
import { DocumentVault } from './document-vault';
import { UploadDocuments } from './upload-documents';

/** The admin's view of one client's vault: review each document, or share one with the client. */
export function ClientDocuments({ clientId }: { clientId: number }) {
  const live = useFollowDocuments();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} mt="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Documents
        </Title>
        <Text fz="sm" c="dimmed">
          Verify what the client sent, or reject it with a reason they will see. A file added here is shared
          with the client.
        </Text>
        <DocumentVault userId={clientId} live={live} actions={(doc) => <DocumentReviewActions doc={doc} />} />
        <UploadDocuments userId={clientId} uploadedBy="ADMIN" />
      </Stack>
    </Paper>
  );
}
