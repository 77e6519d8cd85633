import { Button, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header/page-header';
import { paths } from '../../../config/paths';

/** `/admin` (document 001 section 2.19). */
export function AdminDashboardPage() {
  return (
    <Stack gap={0}>
      <title>Admin Dashboard — Credit Repair</title>
      <PageHeader title="Admin Dashboard" description="Manage beta testing and client access" />
      <Paper withBorder radius="lg" p="lg" maw={640}>
        <Text>Client management, dispute handling and USPS mail tracking are in the admin portal.</Text>
        <Button component={Link} to={paths.adminPortal} mt="md">
          Open the admin portal
        </Button>
      </Paper>
    </Stack>
  );
}
