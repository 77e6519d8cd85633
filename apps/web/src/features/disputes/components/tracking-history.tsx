import type { TrackingInfo } from '@app/contracts/disputes.contract';
import { Button, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';

const preview = 3;

/** The latest tracking events, 3 at first, 'Show All (n)' / 'Show Less' (spec 001 section 2.18). */
export function TrackingHistory({ tracking }: { tracking: TrackingInfo }) {
  const [all, setAll] = useState(false);
  const events = all ? tracking.events : tracking.events.slice(0, preview);
  return (
    <Stack gap={6} data-testid="tracking-history">
      <Text fz="sm" fw={600}>
        {tracking.description}
      </Text>
      {events.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No tracking events yet.
        </Text>
      ) : (
        <List fz="sm" spacing={4} listStyleType="none">
          {events.map((e) => (
            <List.Item key={`${e.event_date}-${e.event_time}-${e.event_code}`}>
              <Text fz="sm" span fw={500}>
                {e.event_description}
              </Text>
              <Text fz="xs" c="dimmed">
                {e.event_date} {e.event_time}
                {e.event_city ? ` · ${e.event_city}, ${e.event_state} ${e.event_zip_code}` : ''}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
      {tracking.events.length > preview && (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setAll(!all)}
          style={{ alignSelf: 'flex-start' }}
        >
          {all ? 'Show Less' : `Show All (${tracking.events.length})`}
        </Button>
      )}
    </Stack>
  );
}
