import { SimpleGrid, Stack } from '@mantine/core';
import { AccountSummary } from '../../../components/account-summary/account-summary';
import { PageHeader } from '../../../components/page-header/page-header';
import { useSignedInUser } from '../../../lib/session';

/** `/dashboard`. */
export function DashboardPage() {
  const user = useSignedInUser();
  return (
    <Stack gap={0}>
      <title>Dashboard — Credit Repair</title>
      <PageHeader
        title="Dashboard"
        description={`Welcome back, ${user.firstName || 'User'}. Your score, credit issues, disputes and progress.`}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <AccountSummary user={user} />
      </SimpleGrid>
    </Stack>
  );
}
