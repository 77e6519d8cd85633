import {
  createDocumentTagRequest,
  tagCategories,
  tagCategoryLabels,
  tagLabel,
  tagNameMaxLength,
} from '@app/contracts/documents.contract';
import { Button, Group, Paper, Select, Stack, Table, TextInput, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { errorMessage, isStatus } from '../../../lib/api-errors';
import { contractResolver } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useCreateDocumentTag } from '../api/create-document-tag';
import { useDeleteDocumentTag } from '../api/delete-document-tag';
import { useDocumentTags } from '../api/get-document-tags';

const categoryOptions = tagCategories.map((c) => ({ value: c, label: tagCategoryLabels[c] }));

/** Smart Tags › Tag Management: system and custom tags with their use; custom tags added and removed. */
export function TagManagement({ userId }: { userId: number }) {
  const tags = useDocumentTags(userId);
  const create = useCreateDocumentTag();
  const remove = useDeleteDocumentTag();
  const form = useForm({
    initialValues: {
      name: '',
      category: 'PURPOSE' as (typeof tagCategories)[number],
      color: 'gray' as const,
    },
    validate: contractResolver(createDocumentTagRequest),
  });
  const submit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (error) => {
        const exists = isStatus(error, 409);
        notify({
          color: exists ? 'blue' : 'red',
          title: exists ? 'Info' : 'Error',
          message: errorMessage(error, 'Failed to add the tag'),
        });
      },
    }),
  );
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="sm" component="form" onSubmit={submit} aria-label="Add a custom tag">
        <Group align="flex-end" gap="xs">
          <TextInput
            label="Tag name"
            maxLength={tagNameMaxLength}
            style={{ flex: '1 1 180px' }}
            {...form.getInputProps('name')}
          />
          <Select
            label="Category"
            data={categoryOptions}
            allowDeselect={false}
            style={{ flex: '0 1 160px' }}
            {...form.getInputProps('category')}
          />
          <Button type="submit" loading={create.isPending}>
            Add tag
          </Button>
        </Group>
      </Paper>
      {tags.isPending ? (
        <ListSkeleton label="Loading tags" rows={3} height={36} />
      ) : tags.isError ? (
        <ListError what="the tags" onRetry={() => tags.refetch()} />
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Tag</Table.Th>
                <Table.Th>Category</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th ta="right">Documents</Table.Th>
                {/* Positioned: the hidden label stays inside the scrolling table, not past the phone's edge. */}
                <Table.Th pos="relative">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tags.data.map((t) => (
                <Table.Tr key={t.id}>
                  <Table.Td>{tagLabel(t.name)}</Table.Td>
                  <Table.Td>{tagCategoryLabels[t.category]}</Table.Td>
                  <Table.Td>{t.isSystemTag ? 'Smart tag' : 'Custom'}</Table.Td>
                  <Table.Td ta="right">{t.usageCount}</Table.Td>
                  <Table.Td>
                    {!t.isSystemTag && (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        aria-label={`Delete tag ${t.name}`}
                        onClick={() => remove.mutate(t.id)}
                      >
                        <IconTrash size={14} />
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
