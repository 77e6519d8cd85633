import { Alert, Button, Group, Text } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { Link } from 'react-router';
import { checkoutPath } from '../../../config/paths';
import { useBillingOverview } from '../api/get-billing-overview';

/**
 * The plan the person's credit specialist set them up for, until they subscribe: one step from
 * reading and signing its agreement. Nothing shows without one.
 */
export function ChosenPlanNotice({ plans }: { plans: readonly { id: number; name: string }[] | undefined }) {
  const overview = useBillingOverview();
  const planId = overview.data?.chosenPlanId;
  const plan = planId ? plans?.find((p) => p.id === planId) : undefined;
  if (!plan) return null;
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconSignature aria-hidden />}
      title={`Your credit specialist set you up for the ${plan.name}`}
      mb="lg"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text fz="sm">
          Read and sign its agreement to start. You can cancel without charge for 3 business days.
        </Text>
        <Button component={Link} to={checkoutPath(plan.id)} size="sm">
          Review and sign
        </Button>
      </Group>
    </Alert>
  );
}
