import { type Entitlement, entitlementRefusal } from '@app/contracts/plan-entitlements';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { EmptyState } from '../empty-state/empty-state';

const toPlans = (
  <Button component={Link} to={paths.billing} variant="light" w="fit-content">
    See the plans
  </Button>
);

/**
 * A tool outside the person's plan, in their words: which plans include it and the way to one.
 * `page` when the tool is all the page holds (the server refuses its data too), `inline` beside other content.
 */
export function PlanRefusal({
  entitlement,
  variant = 'page',
}: {
  entitlement: Entitlement;
  variant?: 'page' | 'inline';
}) {
  const { title, message } = entitlementRefusal(entitlement);
  if (variant === 'page') {
    return (
      <EmptyState icon={IconLock} title={title} action={toPlans}>
        {message}
      </EmptyState>
    );
  }
  return (
    <Alert color="blue" icon={<IconLock size={18} aria-hidden />} title={title} data-testid="plan-refusal">
      <Stack gap="xs">
        <Text fz="sm">{message}</Text>
        {toPlans}
      </Stack>
    </Alert>
  );
}
