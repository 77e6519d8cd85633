import { betaFeatureLabels } from '@app/contracts/beta-features';
import { Card, Group, Rating, SimpleGrid, Stack, Text } from '@mantine/core';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { useFeatureAnalytics } from '../api/get-feature-analytics';

/** The Analytics tab: real use counts and the average star rating of each feature. */
export function FeatureAnalyticsPanel() {
  const analytics = useFeatureAnalytics();
  if (analytics.isPending) return <ListSkeleton label="Loading feature analytics" />;
  if (analytics.isError) return <ListError what="feature analytics" onRetry={() => analytics.refetch()} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {analytics.data.map((a) => (
        <Card key={a.feature} withBorder radius="md" padding="md">
          <Stack gap={4}>
            <Text fw={600}>{betaFeatureLabels[a.feature]}</Text>
            <Text fz={28} fw={700}>
              {a.uses}
            </Text>
            <Text fz="sm" c="dimmed">
              {a.usageLabel}
            </Text>
            <Group gap="xs" mt={4}>
              {a.averageRating === null ? (
                <Text fz="sm" c="dimmed">
                  No ratings yet
                </Text>
              ) : (
                <>
                  <Rating
                    value={a.averageRating}
                    fractions={10}
                    readOnly
                    size="sm"
                    aria-label={`Average ${a.averageRating} of 5`}
                  />
                  <Text fz="sm">
                    {a.averageRating.toFixed(1)} from {a.ratings} {a.ratings === 1 ? 'rating' : 'ratings'}
                  </Text>
                </>
              )}
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
