import { planBadge } from '@app/contracts/plan-entitlements';
import { isTeamMember } from '@app/contracts/team-roles';
import type { PublicUser } from '@app/contracts/users.contract';
import { ToneBadge } from '../status-badge/tone-badge';

/** The person's plan, named the same way wherever it is shown; admins carry the Admin badge instead. */
export function PlanBadge({ user }: { user: PublicUser }) {
  if (isTeamMember(user)) return null;
  return (
    <ToneBadge color="teal" data-testid="plan-badge">
      {planBadge(user.subscriptionPlan) ?? 'No plan yet'}
    </ToneBadge>
  );
}
