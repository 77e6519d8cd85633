import { type ArticleSummary, educationCategoryLabels } from '@app/contracts/educational-content.contract';
import { Badge, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBook2, IconClock } from '@tabler/icons-react';

/** An article card: optional image, category, read time, title, description and the read button. */
export function ArticleCard({
  article,
  onRead,
  featured = false,
  headingOrder = 3,
}: {
  article: ArticleSummary;
  onRead: (id: number) => void;
  featured?: boolean;
  headingOrder?: 3 | 4;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      component="article"
      h="100%"
      bg={featured ? 'brand.0' : undefined}
      data-testid="article-card"
    >
      <Stack gap="sm" h="100%">
        {article.imageUrl && <Image src={article.imageUrl} alt="" radius="md" h={140} fit="cover" />}
        <Group justify="space-between" gap="xs">
          <Badge variant="light" color={featured ? 'brand' : 'gray'}>
            {educationCategoryLabels[article.category]}
          </Badge>
          <Group gap={4}>
            <IconClock size={14} aria-hidden />
            <Text fz="xs" c="dimmed">
              {article.readTime} min read
            </Text>
          </Group>
        </Group>
        <Title order={headingOrder} fz={featured ? 'h4' : 'md'}>
          {article.title}
        </Title>
        <Text fz="sm" c="dimmed">
          {article.description}
        </Text>
        <Button
          mt="auto"
          variant={featured ? 'filled' : 'light'}
          leftSection={<IconBook2 size={16} aria-hidden />}
          onClick={() => onRead(article.id)}
          aria-label={`Read Article: ${article.title}`}
          style={{ alignSelf: 'flex-start' }}
        >
          Read Article
        </Button>
      </Stack>
    </Paper>
  );
}
