import { canAccessCreditBuilding } from '@app/contracts/permissions';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header/page-header';
import { ExperianConnectDialog } from '../../../features/credit-monitoring/components/experian-connect-dialog';
import { useSignedInUser } from '../../../lib/session';
import { PermissionNotice } from './permission-notice';

const comingSoon = ['Equifax', 'TransUnion'];

/** `/credit-building`; of the Services tab, the bureau monitoring cards are built. */
export function CreditBuildingPage() {
  const user = useSignedInUser();
  const [connecting, setConnecting] = useState(false);
  return (
    <Stack gap={0}>
      <title>Credit Building — Credit Repair</title>
      <PageHeader
        title="Credit Building"
        description="Actions and services that help you build a stronger credit profile over time."
      />
      {!canAccessCreditBuilding(user) ? (
        <PermissionNotice user={user} feature="Credit building" />
      ) : (
        <Stack gap="sm" component="section" aria-labelledby="monitoring-services">
          <Title order={2} fz="h3" id="monitoring-services">
            Credit Monitoring
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Paper withBorder radius="lg" p="md">
              <Stack gap="xs">
                <Text fw={700}>Experian</Text>
                <Text fz="sm" c="dimmed">
                  Import your Experian file and keep it current: new items become issues to dispute.
                </Text>
                <Group>
                  <Button onClick={() => setConnecting(true)}>Connect Now</Button>
                </Group>
              </Stack>
            </Paper>
            {comingSoon.map((bureau) => (
              <Paper key={bureau} withBorder radius="lg" p="md">
                <Stack gap="xs">
                  <Text fw={700}>{bureau}</Text>
                  <Text fz="sm" c="dimmed">
                    {bureau} monitoring is not available yet.
                  </Text>
                  <Group>
                    <Button disabled variant="default">
                      Coming Soon
                    </Button>
                  </Group>
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
          <ExperianConnectDialog opened={connecting} onClose={() => setConnecting(false)} />
        </Stack>
      )}
    </Stack>
  );
}
