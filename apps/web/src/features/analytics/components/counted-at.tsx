import type { AdminAnalytics } from '@app/contracts/analytics.contract';
import { Button, Group, Text } from '@mantine/core';
import { useRefreshAdminAnalytics } from '../api/get-admin-analytics';
import { countedAtText, recountText } from './figure-text';

/**
 * When the figures were counted, and a way to count them now: the server serves its latest count
 * for a while (a minute by default) rather than recount the whole office on every visit.
 */
export function CountedAt({
  analytics,
}: {
  analytics: Pick<AdminAnalytics, 'generatedAt' | 'maxAgeSeconds'>;
}) {
  const refresh = useRefreshAdminAnalytics();
  const every = analytics.maxAgeSeconds ? `, updated ${recountText(analytics.maxAgeSeconds)}` : '';
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Text fz="sm" c="dimmed" aria-live="polite">
        Figures as of {countedAtText(analytics.generatedAt)}
        {every}.
      </Text>
      <Group gap="xs">
        {refresh.isError && (
          <Text fz="sm" c="red" role="alert">
            The figures could not be refreshed. Try again in a moment.
          </Text>
        )}
        <Button variant="default" size="xs" loading={refresh.isPending} onClick={() => refresh.mutate()}>
          Refresh figures
        </Button>
      </Group>
    </Group>
  );
}
