import { SimpleGrid, Stack, Text } from '@mantine/core';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { useAdminAnalytics } from '../api/get-admin-analytics';
import { AiUsageCard } from './ai-usage-card';
import { AnalyticsStatCards } from './analytics-stat-cards';
import { BureauResponseTimeCard, BureauSuccessCard } from './bureau-results';
import { CountedAt } from './counted-at';
import { MonthlySummaryCard } from './monthly-summary';
import { ScoreChangeCard } from './score-change-card';
import { SpecialistMonthsCard } from './specialist-months';

/** The office's figures from its own data: headline cards, then the charts. */
export function AnalyticsDashboard() {
  const { data, isPending, isError, refetch } = useAdminAnalytics();
  if (isPending) return <ListSkeleton label="Loading analytics" rows={4} height={120} />;
  if (isError) return <ListError what="the analytics" onRetry={() => void refetch()} />;
  return (
    <Stack gap="lg">
      <CountedAt analytics={data} />
      <AnalyticsStatCards analytics={data} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <BureauSuccessCard bureauSuccess={data.bureauSuccess} />
        <BureauResponseTimeCard bureauResponseTime={data.bureauResponseTime} />
      </SimpleGrid>
      <MonthlySummaryCard monthly={data.monthly} />
      <SpecialistMonthsCard />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ScoreChangeCard scoreChange={data.scoreChange} />
        <AiUsageCard aiUsage={data.aiUsage} />
      </SimpleGrid>
      <Text fz="xs" c="dimmed">
        Counted from your clients’ records. Hover or focus the (i) beside a figure for its definition.
      </Text>
    </Stack>
  );
}
