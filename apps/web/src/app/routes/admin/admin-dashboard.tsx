import '@mantine/core/styles/Tabs.css';
import { Stack, Tabs } from '@mantine/core';
import { PageHeader } from '../../../components/page-header/page-header';
import { ReportUploadPanel } from '../../../features/report-uploads/components/report-upload-panel';

/** `/admin` (document 001 section 2.19), inside the admin shell; of its tabs, Upload Reports is built. */
export function AdminDashboardPage() {
  return (
    <Stack gap={0}>
      <title>Admin Dashboard — Credit Repair</title>
      <PageHeader title="Admin Dashboard" description="Manage beta testing and client access" />
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
