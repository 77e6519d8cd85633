import { betaFeatureLabels } from '@app/contracts/beta-features';
import { personDate } from '@app/contracts/common/person-dates';
import { Badge, Card, Group, Rating, Stack, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { useFeedback } from '../api/get-feedback';

/** The Feedback tab. */
export function FeedbackList() {
  const list = useFeedback();
  if (list.isPending) return <ListSkeleton label="Loading feedback" />;
  if (list.isError) return <ListError what="feedback" onRetry={() => list.refetch()} />;
  if (list.data.length === 0) {
    return (
      <EmptyState icon={IconMessageCircle} title="No feedback">
        No feedback received yet.
      </EmptyState>
    );
  }
  return (
    <Stack gap="sm">
      {list.data.map((f) => (
        <Card key={f.id} withBorder radius="md" padding="md">
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Group gap="xs">
                <Badge variant="light">{betaFeatureLabels[f.feature]}</Badge>
                <Rating value={f.rating} readOnly size="sm" aria-label={`${f.rating} of 5 stars`} />
              </Group>
              <Text fz="sm" c="dimmed">
                {personDate(f.createdAt)}
                {f.from ? ` · ${f.from.name}` : ''}
              </Text>
            </Group>
            <Text>{f.feedback}</Text>
            {f.bugReport && (
              <Text fz="sm">
                <Text span fw={600} c="red.8">
                  Bug report:
                </Text>{' '}
                {f.bugReport}
              </Text>
            )}
            {f.suggestions && (
              <Text fz="sm">
                <Text span fw={600}>
                  Suggestions:
                </Text>{' '}
                {f.suggestions}
              </Text>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
