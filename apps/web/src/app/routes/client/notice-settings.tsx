import { Stack, Text } from '@mantine/core';
import { PageHeading } from '../../../components/page-header/page-heading';
import { PageTitle } from '../../../features/app-info/components/page-title';
import { NoticePreferencesForm } from '../../../features/notices/components/notice-preferences-form';

/** `/account/notices`: the profile's e-mail notice choices (issue 21). */
export function NoticeSettingsPage() {
  return (
    <Stack gap="lg" maw={720}>
      <PageTitle page="E-mail notices" />
      <Stack gap={4}>
        <PageHeading>E-mail notices</PageHeading>
        <Text c="dimmed">Choose which e-mails you get from us.</Text>
      </Stack>
      <NoticePreferencesForm />
    </Stack>
  );
}
