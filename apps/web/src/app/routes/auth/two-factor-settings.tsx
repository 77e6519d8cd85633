import { SimpleGrid, Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header/page-header';
import { PageTitle } from '../../../features/app-info/components/page-title';
import { SecondFactorCard } from '../../../features/auth/components/second-factor-card';

/** An admin's own two-factor settings (reachable from Settings; enrolment when ADMIN_MFA=optional). */
export function TwoFactorSettingsPage() {
  return (
    <Stack gap={0}>
      <PageTitle page="Two-Factor Sign-In" />
      <PageHeader
        title="Two-Factor Sign-In"
        description="A code from an authenticator app at each sign-in, as well as your password."
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <SecondFactorCard />
      </SimpleGrid>
    </Stack>
  );
}
