import { accessLevelLabels } from '@app/contracts/access-level-labels';
import { type SubscriptionStatus, subscriptionStatusLabels } from '@app/contracts/billing.contract';
import { personDate } from '@app/contracts/common/person-dates';
import type { PublicUser } from '@app/contracts/users.contract';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The signed-in person's own account, as the server reports it. */
export function AccountSummary({
  user,
  title = 'Your account',
  children,
}: {
  user: PublicUser;
  title?: string;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} fz="h4" mb="sm">
        {title}
      </Title>
      <Stack gap={6}>
        <Text fz="sm" fw={600}>
          {user.firstName} {user.lastName}
        </Text>
        <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
        <Text fz="sm">Access level: {accessLevelLabels[user.accessLevel]}</Text>
        <Text fz="sm">Member since {personDate(user.createdAt)}</Text>
        <Text fz="sm">
          Subscription:{' '}
          {user.subscriptionStatus
            ? (subscriptionStatusLabels[user.subscriptionStatus as SubscriptionStatus] ?? 'Not known')
            : 'None'}
        </Text>
      </Stack>
      {children}
    </Paper>
  );
}
