import { personDate } from '@app/contracts/common/person-dates';
import { type ChatDocument, documentMessages, documentTypeLabels } from '@app/contracts/documents.contract';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconEye, IconFolder, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { useChatDocuments } from '../api/get-chat-documents';
import { DocumentStatusBadge, fileSizeLabel, SmartTagBadge } from './document-badges';
import { useOpenDocument } from './use-open-document';

function DocumentRow({ doc, actions }: { doc: ChatDocument; actions?: ReactNode }) {
  const open = useOpenDocument();
  return (
    <Paper withBorder radius="md" p="sm" aria-label={doc.fileName} component="article">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {doc.fileName}
          </Text>
          <Text fz="sm" c="dimmed">
            {documentTypeLabels[doc.documentType]} · {fileSizeLabel(doc.fileSize)} ·{' '}
            {personDate(doc.createdAt)}
            {doc.uploadedBy === 'ADMIN' ? ' · Shared by your credit specialist' : ''}
          </Text>
        </Stack>
        <DocumentStatusBadge status={doc.status} />
      </Group>
      {doc.status === 'REJECTED' && doc.reviewNote && (
        <Text fz="sm" c="red.8" mt={4}>
          Reason: {doc.reviewNote}
        </Text>
      )}
      <Group gap={6} mt="xs">
        {doc.extractionStatus === 'PENDING' ? (
          <Text fz="xs" c="dimmed">
            Reading the text and tagging…
          </Text>
        ) : (
          doc.smartTags.map((t) => <SmartTagBadge key={t.name} tag={t} />)
        )}
      </Group>
      <Group gap="xs" mt="sm">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconEye size={14} />}
          loading={open.busy === `view-${doc.id}`}
          onClick={() => open.view(doc)}
          aria-label={`View ${doc.fileName}`}
        >
          View
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} />}
          loading={open.busy === `download-${doc.id}`}
          onClick={() => open.download(doc)}
          aria-label={`Download ${doc.fileName}`}
        >
          Download
        </Button>
        {actions}
      </Group>
    </Paper>
  );
}

/**
 * The Document Vault: the person's documents and those their specialist shared, with
 * status, type, tags, view and download. `actions` adds the admin's review buttons per document.
 */
export function DocumentVault({
  userId,
  live,
  actions,
  only,
}: {
  userId: number;
  live: boolean;
  actions?: (doc: ChatDocument) => ReactNode;
  /** Shows only some documents (the Employment tab's pay stubs), with its own empty state. */
  only?: { keep: (doc: ChatDocument) => boolean; emptyTitle: string; emptyText: string };
}) {
  const documents = useChatDocuments(userId, live);
  const shown = only ? (documents.data ?? []).filter(only.keep) : (documents.data ?? []);
  return (
    <Stack gap="sm">
      <Group gap={6}>
        <IconLock size={16} aria-hidden />
        <Text fz="xs" c="dimmed">
          {documentMessages.vaultPolicy}
        </Text>
      </Group>
      {documents.isPending ? (
        <ListSkeleton label="Loading documents" rows={3} height={96} />
      ) : documents.isError ? (
        <ListError what="the documents" onRetry={() => documents.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState icon={IconFolder} title={only?.emptyTitle ?? 'No documents yet'}>
          {only?.emptyText ?? documentMessages.emptyVault}
        </EmptyState>
      ) : (
        shown.map((d) => <DocumentRow key={d.id} doc={d} actions={actions?.(d)} />)
      )}
    </Stack>
  );
}
