import { Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '../../../features/app-info/components/page-title';
import { NoticePreferencesForm } from '../../../features/notices/components/notice-preferences-form';

/** `/account/notices`: the profile's e-mail notice choices (issue 21). */
export function NoticeSettingsPage() {
  return (
    <Stack gap="lg" maw={720}>
      <PageTitle page="E-mail notices" />
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          E-mail notices
        </Title>
        <Text c="dimmed">Choose which e-mails you get from us.</Text>
      </Stack>
      <NoticePreferencesForm />
    </Stack>
  );
}
