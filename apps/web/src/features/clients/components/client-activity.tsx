import { auditActionLabels, type UserActivityEntry } from '@app/contracts/admin-clients.contract';
import { type AccessLevel, accessLevelLabels } from '@app/contracts/users.contract';
import { Stack, Text, Timeline } from '@mantine/core';
import '@mantine/core/styles/Timeline.css';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { useClientActivity } from '../api/get-client-activity';

/** 'startingScore' reads as 'starting score'. */
const words = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A short line of what the entry recorded: 'from: Standard · to: Admin', 'startingScore: 650'. */
function detailLine(details: UserActivityEntry['details']) {
  if (!details) return '';
  return Object.entries(details)
    .filter(([, v]) => v !== null && v !== undefined && typeof v !== 'object')
    .slice(0, 4)
    .map(
      ([k, v]) =>
        `${words(k)}: ${typeof v === 'string' && v in accessLevelLabels ? accessLevelLabels[v as AccessLevel] : String(v)}`,
    )
    .join(' · ');
}

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
        const details = detailLine(entry.details);
        return (
          <Timeline.Item key={entry.id} title={auditActionLabels[entry.action] ?? entry.action}>
            <Stack gap={0}>
              <Text fz="xs" c="dimmed">
                {timeFormat.format(new Date(entry.createdAt))}
                {entry.actorName ? ` · by ${entry.actorName}` : ''}
              </Text>
              {details && (
                <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {details}
                </Text>
              )}
            </Stack>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
