import { canCreateDisputes } from '@app/contracts/permissions';
import { accessLevelLabels } from '@app/contracts/users.contract';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { AccountSummary } from '../../../components/account-summary/account-summary';
import { paths } from '../../../config/paths';
import { useSignedInUser } from '../../../lib/session';

const shortcuts = [
  { label: 'Connect Experian', to: paths.experian },
  { label: 'Student loans', to: paths.studentLoans },
  { label: 'Plans and billing', to: paths.billing },
];

/** The client home: `/` for non-admins and `/credit-repair`. */
export function CreditRepairPage() {
  const user = useSignedInUser();
  const level = accessLevelLabels[user.accessLevel];

  return (
    <Stack gap="xl">
      <title>Credit Repair — Credit Repair</title>
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Welcome, {user.firstName}
        </Title>
        <Group gap="xs">
          <Text c="dimmed">Access level</Text>
          <Badge variant="light" data-testid="access-level">
            {level}
          </Badge>
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder radius="lg" p="lg">
          <Title order={2} fz="h4" mb="sm">
            Your credit repair home
          </Title>
          <Text>
            {canCreateDisputes(user)
              ? `${level} access includes creating disputes, the AI tools, credit building and the Learning Center.`
              : `${level} access is read-only: you can view your credit data, and your credit specialist creates disputes for you.`}
          </Text>
          <Group gap="sm" mt="lg">
            {shortcuts.map((s) => (
              <Button key={s.to} component={Link} to={s.to} variant="light">
                {s.label}
              </Button>
            ))}
          </Group>
        </Paper>
        <AccountSummary user={user} />
      </SimpleGrid>
    </Stack>
  );
}
