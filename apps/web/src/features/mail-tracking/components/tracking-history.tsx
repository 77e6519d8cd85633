import type { TrackingInfo } from '@app/contracts/disputes.contract';
import { longDate } from '@app/contracts/follow-up';
import { Button, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';

type TrackingEvent = TrackingInfo['events'][number];

/** The history shows 3 events until asked for all. */
const previewCount = 3;

/** "CHESTER, PA 19016", whatever parts the scan has; nothing when it has none. */
const eventPlace = (e: TrackingEvent) => {
  const cityState = [e.event_city.trim(), e.event_state.trim()].filter(Boolean).join(', ');
  return [cityState, e.event_zip_code.trim()].filter(Boolean).join(' ');
};

const eventWhen = (e: TrackingEvent) =>
  [e.event_date ? longDate(e.event_date) : '', e.event_time].filter(Boolean).join(', ');

/** The newest scans first; 'Show All (n)' / 'Show Less' when there are more than three. */
export function TrackingHistory({ events, listId }: { events: TrackingEvent[]; listId: string }) {
  const [showAll, setShowAll] = useState(false);
  if (events.length === 0) {
    return (
      <Text fz="sm" c="dimmed" data-testid="tracking-history">
        No scans yet: the postal service has not recorded this letter.
      </Text>
    );
  }
  const shown = showAll ? events : events.slice(0, previewCount);
  return (
    <Stack gap="xs" data-testid="tracking-history">
      <List id={listId} spacing="xs" listStyleType="none" styles={{ root: { paddingInlineStart: 0 } }}>
        {shown.map((e) => {
          const place = eventPlace(e);
          return (
            <List.Item key={`${e.event_date}-${e.event_time}-${e.event_code}-${e.event_description}`}>
              <Text fz="sm" fw={600}>
                {e.event_description || 'Scan'}
              </Text>
              <Text fz="xs" c="dimmed">
                {[eventWhen(e), place].filter(Boolean).join(' · ')}
              </Text>
            </List.Item>
          );
        })}
      </List>
      {events.length > previewCount && (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setShowAll((v) => !v)}
          aria-expanded={showAll}
          aria-controls={listId}
          style={{ alignSelf: 'flex-start' }}
        >
          {showAll ? 'Show Less' : `Show All (${events.length})`}
        </Button>
      )}
    </Stack>
  );
}
