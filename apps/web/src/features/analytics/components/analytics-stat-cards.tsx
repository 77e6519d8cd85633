import type { AdminAnalytics } from '@app/contracts/analytics.contract';
import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useId } from 'react';
import { FigureDefinition } from './figure-definition';
import { countText, daysText, percentText, pointsText } from './figure-text';

interface StatCard {
  label: string;
  value: string;
  /** What the figure rests on, e.g. '2 of 3 due follow-ups'. */
  basis: string;
  definition: string;
}

function statCards(a: AdminAnalytics): StatCard[] {
  const follow = a.followUpCompletion;
  const success = a.bureauSuccess.overall;
  const time = a.bureauResponseTime.overall;
  const score = a.scoreChange;
  return [
    {
      label: 'Active issues',
      value: String(a.activeIssues.value),
      basis: 'Across all clients',
      definition: a.activeIssues.definition,
    },
    {
      label: 'Disputes sent',
      value: String(a.disputesSent.value),
      basis: 'Mailed to a bureau',
      definition: a.disputesSent.definition,
    },
    {
      label: 'Awaiting client approval',
      value: String(a.awaitingApproval.value),
      basis: 'Drafted letters not yet approved',
      definition: a.awaitingApproval.definition,
    },
    {
      label: 'Follow-up completion',
      value: percentText(follow.percent),
      basis: follow.n
        ? `${follow.numerator} of ${countText(follow.n, 'due follow-up', 'due follow-ups')}`
        : 'No follow-up due yet (n = 0)',
      definition: follow.definition,
    },
    {
      label: 'Bureau success rate',
      value: percentText(success.percent),
      basis: success.n
        ? `${success.numerator} of ${countText(success.n, 'answer', 'answers')}`
        : 'No bureau answers yet (n = 0)',
      definition: a.bureauSuccess.definition,
    },
    {
      label: 'Average response time',
      value: daysText(time.averageDays),
      basis: time.n
        ? `Over ${countText(time.n, 'answered dispute', 'answered disputes')}`
        : 'No dated answers yet (n = 0)',
      definition: a.bureauResponseTime.definition,
    },
    {
      label: 'Average score change',
      value: pointsText(score.average),
      basis: score.n
        ? `Median ${pointsText(score.median)} · ${countText(score.n, 'client', 'clients')}`
        : 'No client has two scores yet (n = 0)',
      definition: score.definition,
    },
    {
      label: 'AI feature uses',
      value: String(a.aiUsage.total),
      basis: `${a.aiUsage.last30Days} in the last 30 days`,
      definition: a.aiUsage.definition,
    },
  ];
}

function StatCardView({ card }: { card: StatCard }) {
  const id = useId();
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Group gap={4} wrap="nowrap" justify="space-between" align="flex-start">
        <Text fz="sm" fw={600} c="dimmed" id={id} lh={1.3}>
          {card.label}
        </Text>
        <FigureDefinition label={card.label} definition={card.definition} />
      </Group>
      <Text fz={{ base: 24, sm: 30 }} fw={700} lh={1.2} mt={4} aria-labelledby={id} data-testid="stat-value">
        {card.value}
      </Text>
      <Text fz="xs" c="dimmed" mt={2}>
        {card.basis}
      </Text>
    </Paper>
  );
}

/** The headline figures, four to a row on a desktop and two on a phone. */
export function AnalyticsStatCards({ analytics }: { analytics: AdminAnalytics }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
      {statCards(analytics).map((card) => (
        <StatCardView key={card.label} card={card} />
      ))}
    </SimpleGrid>
  );
}
