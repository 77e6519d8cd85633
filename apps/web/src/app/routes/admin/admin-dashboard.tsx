import '@mantine/core/styles/Tabs.css';
import { Button, Paper, Stack, Tabs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header/page-header';
import { paths } from '../../../config/paths';
import { ReportUploadPanel } from '../../../features/report-uploads/components/report-upload-panel';

/** `/admin` (document 001 section 2.19). */
export function AdminDashboardPage() {
  return (
    <Stack gap={0}>
      <title>Admin Dashboard — Credit Repair</title>
      <PageHeader title="Admin Dashboard" description="Manage beta testing and client access" />
      <Paper withBorder radius="lg" p="lg" maw={640} mb="lg">
        <Text>Client management, dispute handling and USPS mail tracking are in the admin portal.</Text>
        <Button component={Link} to={paths.adminPortal} mt="md">
          Open the admin portal
        </Button>
      </Paper>
      <Tabs defaultValue="upload-reports" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="upload-reports">Upload Reports</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="upload-reports">
          <ReportUploadPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
