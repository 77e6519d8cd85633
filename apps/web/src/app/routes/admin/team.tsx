import { teamCan } from '@app/contracts/team-roles';
import { Alert, Stack } from '@mantine/core';
import { InviteMemberForm } from '../../../features/team/components/invite-member-form';
import { TeamMembers } from '../../../features/team/components/team-members';
import { useSignedInUser } from '../../../lib/session';

/** /admin-portal/team: the Owner's team page (invite, change a role, deactivate). */
export function TeamPage() {
  const user = useSignedInUser();
  if (!teamCan(user, 'manageTeam'))
    return (
      <Alert color="gray" variant="light">
        Only your company’s Owner manages the team.
      </Alert>
    );
  return (
    <Stack gap="lg">
      <TeamMembers yourId={user.id} />
      <InviteMemberForm />
    </Stack>
  );
}
