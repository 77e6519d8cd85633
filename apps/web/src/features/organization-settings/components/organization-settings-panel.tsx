import { Alert, Loader, SimpleGrid, Stack } from '@mantine/core';
import { useOrganizationSettings } from '../api/get-organization-settings';
import { BrandingForm } from './branding-form';
import { ClientSeatsCard } from './client-seats-card';
import { LogoCard } from './logo-card';

/** The admin's own company: its client places, logo, and branding with CROA details. */
export function OrganizationSettingsPanel() {
  const settings = useOrganizationSettings();
  if (settings.isPending) return <Loader aria-label="Loading your company’s settings" />;
  if (settings.isError) {
    return (
      <Alert color="red.9" variant="light">
        Your company’s settings could not be loaded. Reload the page to try again.
      </Alert>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
      <BrandingForm settings={settings.data} />
      <Stack gap="lg">
        <ClientSeatsCard seats={settings.data.clients} />
        <LogoCard logoUrl={settings.data.logoUrl} />
      </Stack>
    </SimpleGrid>
  );
}
