import '@mantine/core/styles/Modal.css';
import { educationCategoryLabels } from '@app/contracts/educational-content.contract';
import { Alert, Badge, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useArticle } from '../api/get-article';
import { ArticleBody } from './article-body';

/** Reads one article in place (the spec's read button had no action). */
export function ArticleReader({ articleId, onClose }: { articleId: number | null; onClose: () => void }) {
  const fullScreen = useMediaQuery('(max-width: 48em)');
  const article = useArticle(articleId);
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={articleId !== null}
      onClose={onClose}
      title={article.data?.title ?? 'Article'}
      size="xl"
      fullScreen={fullScreen}
      styles={{ title: { fontWeight: 800, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {article.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading the article">
          <Skeleton height={16} />
          <Skeleton height={16} />
          <Skeleton height={16} width="70%" />
        </Stack>
      ) : article.isError ? (
        <Alert color="red" title="Could not load this article">
          <Button size="xs" variant="light" color="red" mt="xs" onClick={() => article.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : (
        <Stack gap="sm" maw={720}>
          <Group gap="xs">
            <Badge variant="light">{educationCategoryLabels[article.data.category]}</Badge>
            <Text fz="sm" c="dimmed">
              {article.data.readTime} min read
            </Text>
          </Group>
          <Text fz="lg" c="dimmed">
            {article.data.description}
          </Text>
          <ArticleBody body={article.data.body} />
        </Stack>
      )}
    </Modal>
  );
}
