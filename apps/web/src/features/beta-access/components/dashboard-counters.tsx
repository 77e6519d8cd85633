import type { AdminDashboardCounts } from '@app/contracts/beta-access.contract';
import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useDashboardCounts } from '../api/get-dashboard-counts';

const counters: { key: keyof AdminDashboardCounts; label: string }[] = [
  { key: 'testUsers', label: 'Test Users' },
  { key: 'feedbackItems', label: 'Feedback Items' },
  { key: 'accessCodes', label: 'Access Codes' },
  { key: 'bugReports', label: 'Bug Reports' },
];

/** The admin dashboard's four counters, from the server's counts. */
export function DashboardCounters() {
  const counts = useDashboardCounts();
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} mb="lg">
      {counters.map((c) => (
        <Paper key={c.key} withBorder radius="md" p="md">
          <Text fz="sm" c="dimmed">
            {c.label}
          </Text>
          {counts.data ? (
            <Text fz={28} fw={700} data-testid={`count-${c.key}`}>
              {counts.data[c.key]}
            </Text>
          ) : (
            <Skeleton height={34} mt={4} aria-label={`Loading ${c.label}`} />
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
