import '@mantine/core/styles/Timeline.css';
import { itemName } from '@app/contracts/common/item-name';
import { monthName, personDate } from '@app/contracts/common/person-dates';
import type { TimelineEvent } from '@app/contracts/outcome-results.contract';
import { Anchor, Button, Group, NativeSelect, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconDownload, IconFileText, IconMail, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { useOutcomeTimeline } from '../api/get-outcome-timeline';
import { proofOfWorkUrl } from '../api/proof-of-work-url';
import { ResultsSection } from './results-section';

const icons = { LETTER: IconMail, ANSWER: IconFileText, OUTCOME: IconRefresh } as const;

/** The last twelve months, newest first, as yyyy-mm and their names on the reader's calendar. */
function recentMonths(today = new Date()) {
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(today.getFullYear(), today.getMonth() - i, 1);
    const value = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
    return { value, label: monthName(value) };
  });
}

function EventLine({ e }: { e: TimelineEvent }) {
  const score = e.scoreChange;
  return (
    <Stack gap={2}>
      <Text fz="sm" fw={600}>
        {e.text}
      </Text>
      <Text fz="xs" c="dimmed">
        {personDate(e.on)}
        {e.trackingNumber && (
          <>
            {' · certified number '}
            {e.trackingUrl ? (
              <Anchor href={e.trackingUrl} target="_blank" rel="noreferrer" fz="xs" underline="always">
                {e.trackingNumber}
              </Anchor>
            ) : (
              e.trackingNumber
            )}
          </>
        )}
      </Text>
      {score && (
        <Text fz="xs">
          Score {score.from} → {score.to} ({score.to - score.from >= 0 ? '+' : ''}
          {score.to - score.from})
        </Text>
      )}
    </Stack>
  );
}

/**
 * What each letter achieved, item by item: the letters mailed, the bureaus' answers and what changed
 * on the reports, with dates; and the month's proof-of-work report to download. The same panel for
 * the consumer (their own items) and the professional (a client's).
 */
export function ItemTimelinePanel({ userId }: { userId: number }) {
  const timeline = useOutcomeTimeline(userId);
  const months = recentMonths();
  const [month, setMonth] = useState(months[0]?.value ?? '');
  return (
    <ResultsSection title="What each letter achieved">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label="Monthly report"
          data={months}
          value={month}
          onChange={(e) => setMonth(e.currentTarget.value)}
          w={{ base: '100%', xs: 200 }}
        />
        <Button
          component="a"
          href={proofOfWorkUrl(userId, month)}
          download
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          Download the report (PDF)
        </Button>
      </Group>
      {timeline.isPending && <ListSkeleton label="Loading the timeline" rows={3} height={48} />}
      {timeline.isError && <ListError what="the timeline" onRetry={() => void timeline.refetch()} />}
      {timeline.data?.items.length === 0 && (
        <Text c="dimmed">
          Nothing yet: once a letter is mailed, its answer and what changed on your reports appear here.
        </Text>
      )}
      {timeline.data?.items.map((item) => (
        <Stack key={`${item.issueId ?? ''}-${item.creditor}-${item.accountLast4 ?? ''}`} gap="xs">
          <Title order={3} fz="md">
            {itemName(item.creditor, item.accountLast4)}
          </Title>
          <Timeline bulletSize={24} lineWidth={2}>
            {item.events.map((e) => {
              const Icon = icons[e.kind];
              return (
                <Timeline.Item
                  key={`${e.kind}|${e.on}|${e.bureau}|${e.roundNumber}|${e.text}`}
                  bullet={<Icon size={14} aria-hidden />}
                >
                  <EventLine e={e} />
                </Timeline.Item>
              );
            })}
          </Timeline>
        </Stack>
      ))}
    </ResultsSection>
  );
}
