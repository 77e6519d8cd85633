import { personDateTime } from '@app/contracts/common/person-dates';
import { Stack, Text, Timeline } from '@mantine/core';
import '@mantine/core/styles/Timeline.css';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { useClientActivity } from '../api/get-client-activity';
import { activitySentence } from './activity-sentence';

/** The audit log about one client, newest first: what was done, by whom, when. */
export function ClientActivity({ clientId }: { clientId: number }) {
  const activity = useClientActivity(clientId);
  if (activity.isPending) return <ListSkeleton label="Loading activity" rows={2} height={40} />;
  if (activity.isError) return <ListError what="the activity" onRetry={() => activity.refetch()} />;
  if (activity.data.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        No activity recorded yet.
      </Text>
    );
  }
  return (
    <Timeline bulletSize={12} lineWidth={2} aria-label="Activity">
      {activity.data.map((entry) => {
        const { title, detail } = activitySentence(entry);
        return (
          <Timeline.Item key={entry.id} title={title}>
            <Stack gap={0}>
              <Text fz="xs" c="dimmed">
                {personDateTime(entry.createdAt)}
              </Text>
              {detail && (
                <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {detail}
                </Text>
              )}
            </Stack>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
