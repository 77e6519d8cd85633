import '@mantine/core/styles/Tabs.css';
import type { ArticleSummary, EducationCategory } from '@app/contracts/educational-content.contract';
import { Button, SimpleGrid, Stack, Tabs, TextInput, Title } from '@mantine/core';
import { IconSearch, IconZoomQuestion } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { useArticles } from '../api/get-articles';
import { ArticleCard } from './article-card';
import { ArticleReader } from './article-reader';
import { QuickTips } from './quick-tips';

type Topic = EducationCategory | 'ALL';

// The spec has topic buttons and tabs that choose the same thing; one control (its tabs) is kept.
const filters: { topic: Topic; tab: string }[] = [
  { topic: 'ALL', tab: 'All Articles' },
  { topic: 'CREDIT_SCORES', tab: 'Credit Scores' },
  { topic: 'DISPUTE_PROCESS', tab: 'Disputes' },
  { topic: 'CREDIT_BUILDING', tab: 'Building Credit' },
];

const matches = (a: ArticleSummary, search: string, topic: Topic) => {
  const q = search.trim().toLowerCase();
  return (
    (topic === 'ALL' || a.category === topic) &&
    (!q || `${a.title} ${a.description}`.toLowerCase().includes(q))
  );
};

function ArticleGrid({ articles, onRead }: { articles: ArticleSummary[]; onRead: (id: number) => void }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {articles.map((a) => (
        <ArticleCard key={a.id} article={a} onRead={onRead} />
      ))}
    </SimpleGrid>
  );
}

/**
 * The Learning Center: search, topic tabs, featured articles, grid, reader and quick tips. The
 * article being read is in the address (`/education/{id}`), so it can be shared and Back closes it.
 */
export function LearningCenter({
  readingId,
  onRead,
  onCloseReader,
}: {
  readingId: number | null;
  onRead: (id: number) => void;
  onCloseReader: () => void;
}) {
  const articles = useArticles();
  const [search, setSearch] = useState('');
  const [topic, setTopic] = useState<Topic>('ALL');
  const filtered = (articles.data ?? []).filter((a) => matches(a, search, topic));
  const featured = filtered.slice(0, 2);

  return (
    <Stack gap="lg">
      <TextInput
        aria-label="Search articles"
        placeholder="Search articles..."
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        type="search"
        maw={520}
      />
      <Tabs value={topic} onChange={(v) => setTopic((v as Topic | null) ?? 'ALL')} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {filters.map((f) => (
            <Tabs.Tab key={f.topic} value={f.topic}>
              {f.tab}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {filters.map((f) => (
          <Tabs.Panel key={f.topic} value={f.topic} pt="lg">
            {articles.isPending ? (
              <ListSkeleton label="Loading articles" rows={3} height={160} />
            ) : articles.isError ? (
              <ListError what="the articles" onRetry={() => articles.refetch()} />
            ) : filtered.length === 0 ? (
              <EmptyState
                icon={IconZoomQuestion}
                title="No Articles Found"
                action={
                  search && (
                    <Button variant="light" onClick={() => setSearch('')}>
                      Clear search
                    </Button>
                  )
                }
              >
                No article matches your search{topic === 'ALL' ? '' : ' in this topic'}. Try other words.
              </EmptyState>
            ) : f.topic === 'ALL' ? (
              <Stack gap="xl">
                <Stack gap="sm" component="section" aria-labelledby="featured-title">
                  <Title order={2} fz="h3" id="featured-title">
                    Featured Articles
                  </Title>
                  <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                    {featured.map((a) => (
                      <ArticleCard key={a.id} article={a} onRead={onRead} featured />
                    ))}
                  </SimpleGrid>
                </Stack>
                {filtered.length > featured.length && (
                  <Stack gap="sm" component="section" aria-labelledby="all-articles-title">
                    <Title order={2} fz="h3" id="all-articles-title">
                      More Articles
                    </Title>
                    {/* The featured two are above; the list does not show them again. */}
                    <ArticleGrid articles={filtered.slice(featured.length)} onRead={onRead} />
                  </Stack>
                )}
              </Stack>
            ) : (
              <ArticleGrid articles={filtered} onRead={onRead} />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      <QuickTips />
      <ArticleReader articleId={readingId} onClose={onCloseReader} />
    </Stack>
  );
}
