import { Anchor, Group, Paper, SimpleGrid, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { useArticles } from '../api/get-articles';
import { ArticleCard } from './article-card';
import { ArticleReader } from './article-reader';

/** The dashboard's Learning Center: the first 3 articles. */
export function LearningCenterPreview({ allArticlesHref }: { allArticlesHref: string }) {
  const articles = useArticles();
  const [reading, setReading] = useState<number | null>(null);
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="learning-title">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="h4" id="learning-title">
          Learning Center
        </Title>
        <Anchor component={Link} to={allArticlesHref} fz="sm">
          All articles
        </Anchor>
      </Group>
      {articles.isPending ? (
        <ListSkeleton label="Loading articles" rows={1} height={120} />
      ) : articles.isError ? (
        <ListError what="the articles" onRetry={() => articles.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          {articles.data.slice(0, 3).map((a) => (
            <ArticleCard key={a.id} article={a} onRead={setReading} />
          ))}
        </SimpleGrid>
      )}
      <ArticleReader articleId={reading} onClose={() => setReading(null)} />
    </Paper>
  );
}
