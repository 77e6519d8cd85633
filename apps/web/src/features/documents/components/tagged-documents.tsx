import {
  type ChatDocument,
  documentMessages,
  documentTypeLabels,
  tagNameMaxLength,
} from '@app/contracts/documents.contract';
import { Badge, Button, CloseButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { notify } from '../../../lib/notify';
import { useOutgoingDraft } from '../../../lib/outgoing-draft';
import { useChatDocuments } from '../api/get-chat-documents';
import { useDocumentSearch } from '../api/search-documents';
import { useUpdateDocumentTags } from '../api/update-document-tags';
import { SmartTagBadge } from './document-badges';

function CustomTags({ doc }: { doc: ChatDocument }) {
  const update = useUpdateDocumentTags();
  const outgoing = useOutgoingDraft();
  // One change at a time: each is the whole list, built from the one before it.
  const save = (customTags: string[], onError?: () => void) =>
    update.mutate(
      { id: doc.id, customTags },
      {
        onSuccess: () => notify({ color: 'green', title: 'Success', message: documentMessages.tagsUpdated }),
        onError: () => {
          onError?.();
          notify({ color: 'red', title: 'Error', message: documentMessages.tagsUpdateFailed });
        },
      },
    );
  const add = () => {
    const name = outgoing.draft.trim();
    if (!name || update.isPending) return;
    if (doc.customTags.some((t) => t.toLowerCase() === name.toLowerCase())) {
      notify({ color: 'blue', title: 'Info', message: documentMessages.tagExists });
      return;
    }
    const typed = outgoing.take();
    save([...doc.customTags, name], () => outgoing.restore(typed));
  };
  return (
    <Stack gap={6}>
      <Group gap={6}>
        {doc.customTags.map((t) => (
          <Badge
            key={t}
            variant="outline"
            color="gray"
            c="dark.6"
            style={{ textTransform: 'none' }}
            rightSection={
              <CloseButton
                size="xs"
                aria-label={`Remove tag ${t}`}
                disabled={update.isPending}
                onClick={() => save(doc.customTags.filter((x) => x !== t))}
              />
            }
          >
            {t}
          </Badge>
        ))}
      </Group>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          size="xs"
          label={`Add a custom tag to ${doc.fileName}`}
          placeholder="e.g. Round 2"
          maxLength={tagNameMaxLength}
          value={outgoing.draft}
          onChange={(e) => outgoing.setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') add();
          }}
          style={{ flex: 1 }}
        />
        <Button size="xs" variant="light" onClick={add} loading={update.isPending}>
          Add tag
        </Button>
      </Group>
    </Stack>
  );
}

function TaggedDocument({ doc }: { doc: ChatDocument }) {
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={`${doc.fileName} tags`}>
      <Group justify="space-between" gap="xs" align="flex-start">
        <Text fw={600} style={{ overflowWrap: 'anywhere', flex: 1 }}>
          {doc.fileName}
        </Text>
        {doc.needsReview && (
          <Badge color="orange" variant="light" c="orange.9" leftSection={<IconAlertTriangle size={12} />}>
            Needs review
          </Badge>
        )}
      </Group>
      <Text fz="sm" c="dimmed">
        {documentTypeLabels[doc.documentType]} · Tagged by our rules
      </Text>
      <Text fz="xs" fw={600} mt="xs">
        Smart tags
      </Text>
      <Group gap={6} mt={4}>
        {doc.extractionStatus === 'PENDING' ? (
          <Text fz="xs" c="dimmed">
            Reading the text and tagging…
          </Text>
        ) : (
          doc.smartTags.map((t) => <SmartTagBadge key={t.name} tag={t} />)
        )}
      </Group>
      {doc.extractedText && (
        <Text fz="xs" c="dimmed" mt="xs" lineClamp={2}>
          {doc.extractedText}
        </Text>
      )}
      <Text fz="xs" fw={600} mt="xs">
        Custom tags
      </Text>
      <CustomTags doc={doc} />
    </Paper>
  );
}

/** Smart Tags › Tagged Documents, with full-text search over the text read and the tags. */
export function TaggedDocuments({ userId, live }: { userId: number; live: boolean }) {
  const [q, setQ] = useState('');
  const all = useChatDocuments(userId, live);
  const found = useDocumentSearch(userId, q);
  const searching = q.trim().length > 0;
  const list = searching ? found : all;
  return (
    <Stack gap="sm">
      <TextInput
        label="Search documents"
        description="Searches the text read from each document, its name and its tags"
        leftSection={<IconSearch size={16} />}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        maxLength={200}
      />
      {list.isPending ? (
        <ListSkeleton label="Loading documents" rows={2} height={120} />
      ) : list.isError ? (
        <ListError what="the documents" onRetry={() => list.refetch()} />
      ) : (list.data ?? []).length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {searching ? 'No document matches that search.' : documentMessages.emptyVault}
        </Text>
      ) : (
        (list.data ?? []).map((d) => <TaggedDocument key={d.id} doc={d} />)
      )}
    </Stack>
  );
}
