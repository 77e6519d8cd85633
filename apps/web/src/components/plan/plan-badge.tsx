import { isAdmin } from '@app/contracts/permissions';
import { planBadge } from '@app/contracts/plan-entitlements';
import type { PublicUser } from '@app/contracts/users.contract';
import { Badge } from '@mantine/core';

/** The person's plan, named the same way wherever it is shown; admins carry the Admin badge instead. */
export function PlanBadge({ user }: { user: PublicUser }) {
  if (isAdmin(user)) return null;
  return (
    <Badge variant="light" color="teal.9" data-testid="plan-badge">
      {planBadge(user.subscriptionPlan) ?? 'No plan yet'}
    </Badge>
  );
}
