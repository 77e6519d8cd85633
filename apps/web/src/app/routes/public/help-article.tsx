import { ticketCategoryLabels } from '@app/contracts/support.contract';
import { Anchor, Badge, Container, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { PageHeading } from '../../../components/page-header/page-heading';
import { PageTitle } from '../../../features/app-info/components/page-title';
import { useHelpArticle } from '../../../features/support/api/get-help-article';
import { MarkdownText } from '../../../features/support/components/markdown-text';

/** `/help/{slug}`: a published help article, where the support assistant's links lead. */
export function HelpArticlePage() {
  const { slug = '' } = useParams();
  const article = useHelpArticle(slug);
  return (
    <Container size="sm" py="xl">
      {article.isPending ? (
        <ListSkeleton label="Loading the article" rows={2} />
      ) : article.isError ? (
        <ListError what="this help article" onRetry={() => article.refetch()} />
      ) : (
        <Stack gap="sm" component="article">
          <PageTitle page={`${article.data.title} — Help`} />
          <Badge variant="light">{ticketCategoryLabels[article.data.category]}</Badge>
          <PageHeading>{article.data.title}</PageHeading>
          <MarkdownText>{article.data.body}</MarkdownText>
          <Text fz="sm" c="dimmed" mt="md">
            Still stuck? Open the support chat with the button at the bottom right, or go{' '}
            <Anchor component={Link} to="/" inherit>
              home
            </Anchor>
            .
          </Text>
        </Stack>
      )}
    </Container>
  );
}
