import { personDate } from '@app/contracts/common/person-dates';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Tabs.css';

import {
  type KnowledgeArticle,
  knowledgeArticleFields,
  supportLimits,
  supportMessages,
  ticketCategories,
  ticketCategoryLabels,
} from '@app/contracts/support.contract';
import {
  Anchor,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Switch,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBook, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { ToneBadge } from '../../../components/status-badge/tone-badge';
import { errorMessage } from '../../../lib/api-errors';
import {
  contractResolver,
  focusFirstError,
  setServerFieldErrors,
  useFormName,
} from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useCreateKnowledgeArticle } from '../api/create-knowledge-article';
import { useKnowledgeArticles } from '../api/get-knowledge-articles';
import { useUpdateKnowledgeArticle } from '../api/update-knowledge-article';
import { MarkdownText } from './markdown-text';

type Values = { title: string; body: string; category: string; published: boolean };

function ArticleEditor({ article, onDone }: { article: KnowledgeArticle | null; onDone: () => void }) {
  const create = useCreateKnowledgeArticle();
  const update = useUpdateKnowledgeArticle();
  const form = useForm<Values>({
    name: useFormName(),
    initialValues: article
      ? { title: article.title, body: article.body, category: article.category, published: article.published }
      : { title: '', body: '', category: 'GENERAL', published: false },
    validate: contractResolver(knowledgeArticleFields),
  });
  const options = {
    onSuccess: (saved: KnowledgeArticle) => {
      notify({
        color: 'teal',
        title: supportMessages.articleSaved,
        message: saved.published
          ? `“${saved.title}” is published: the assistant answers from it now.`
          : `“${saved.title}” is saved as a draft.`,
      });
      onDone();
    },
    onError: (error: unknown) => {
      if (!setServerFieldErrors(form, error))
        notify({ color: 'red', title: 'Error', message: errorMessage(error, 'Could not save the article') });
    },
  };
  const submit = (values: Values) => {
    const fields = values as never;
    if (article) update.mutate({ id: article.id, change: fields }, options);
    else create.mutate(fields, options);
  };
  const body = form.getValues().body;
  return (
    <form onSubmit={form.onSubmit(submit, (errors) => focusFirstError(form, errors))} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Title"
          required
          maxLength={supportLimits.articleTitleMaxLength}
          {...form.getInputProps('title')}
        />
        <Select
          label="Category"
          data={ticketCategories.map((c) => ({ value: c, label: ticketCategoryLabels[c] }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('category')}
        />
        <Tabs defaultValue="write">
          <Tabs.List>
            <Tabs.Tab value="write">Write</Tabs.Tab>
            <Tabs.Tab value="preview">Preview</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="write" pt="xs">
            <Textarea
              label="Body (Markdown)"
              description="**bold**, ## heading, - list item, [link](/billing). HTML is not shown."
              required
              autosize
              minRows={8}
              maxRows={18}
              maxLength={supportLimits.articleBodyMaxLength}
              {...form.getInputProps('body')}
            />
          </Tabs.Panel>
          <Tabs.Panel value="preview" pt="xs">
            <Paper withBorder p="sm" radius="md" mih={120}>
              {body.trim() ? (
                <MarkdownText>{body}</MarkdownText>
              ) : (
                <Text c="dimmed" fz="sm">
                  Nothing written yet.
                </Text>
              )}
            </Paper>
          </Tabs.Panel>
        </Tabs>
        <Switch
          label="Published (the assistant answers from it)"
          {...form.getInputProps('published', { type: 'checkbox' })}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            Save article
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The Knowledge Base tab: the articles the support assistant answers from. */
export function KnowledgeBase() {
  const articles = useKnowledgeArticles();
  const update = useUpdateKnowledgeArticle();
  const [editing, setEditing] = useState<KnowledgeArticle | 'new' | null>(null);

  const togglePublished = (a: KnowledgeArticle) =>
    update.mutate(
      { id: a.id, change: { published: !a.published } },
      {
        onSuccess: (saved) =>
          notify({
            color: 'teal',
            title: supportMessages.articleSaved,
            message: saved.published ? `“${saved.title}” is published.` : `“${saved.title}” is unpublished.`,
          }),
        onError: (error) =>
          notify({
            color: 'red',
            title: 'Error',
            message: errorMessage(error, 'Could not change the article'),
          }),
      },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fz="sm" c="dimmed" maw={560}>
          Published articles are searched by the support assistant as soon as they are saved, together with
          the Learning Center.
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          New article
        </Button>
      </Group>
      {articles.isPending ? (
        <ListSkeleton label="Loading articles" />
      ) : articles.isError ? (
        <ListError what="the articles" onRetry={() => articles.refetch()} />
      ) : articles.data.length === 0 ? (
        <EmptyState icon={IconBook} title="No articles yet">
          Write the first article the assistant can answer from.
        </EmptyState>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {articles.data.map((a) => (
            <Paper key={a.id} withBorder radius="md" p="sm" component="li">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <div style={{ minWidth: 0 }}>
                  <Title order={3} fz="sm">
                    {a.published ? (
                      <Anchor component={Link} to={`/help/${a.slug}`} inherit>
                        {a.title}
                      </Anchor>
                    ) : (
                      a.title
                    )}
                  </Title>
                  <Group gap={6} mt={4}>
                    <ToneBadge color={a.published ? 'teal' : 'dark'}>
                      {a.published ? 'Published' : 'Draft'}
                    </ToneBadge>
                    <ToneBadge color="blue">{ticketCategoryLabels[a.category]}</ToneBadge>
                    <Text fz="xs" c="dimmed">
                      Updated {personDate(a.updatedAt)}
                    </Text>
                  </Group>
                </div>
                <Group gap="xs">
                  <Button size="xs" variant="default" onClick={() => setEditing(a)}>
                    Edit
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color={a.published ? 'gray' : 'teal'}
                    onClick={() => togglePublished(a)}
                  >
                    {a.published ? 'Unpublish' : 'Publish'}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Modal
        closeButtonProps={{ 'aria-label': 'Close dialog' }}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'New article' : 'Edit article'}
        size="xl"
      >
        {editing !== null && (
          <ArticleEditor article={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
    </Stack>
  );
}
