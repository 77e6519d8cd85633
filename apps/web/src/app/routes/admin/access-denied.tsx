import { teamRoleLabels } from '@app/contracts/team-roles';
import { Button } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { paths } from '../../../config/paths';
import { PageTitle } from '../../../features/app-info/components/page-title';
import { useSignedInUser } from '../../../lib/session';

/**
 * Admin-only routes for everyone else; the server refuses them too. A consumer reads the portal's own
 * words; a team member whose role leaves the page out is told that, not that they are no administrator.
 */
export function AccessDeniedPage() {
  const { teamRole } = useSignedInUser();
  return (
    <>
      <PageTitle page="Access Denied" />
      <EmptyState
        icon={IconShieldLock}
        title="Access Denied"
        titleOrder={1}
        action={
          <Button component={Link} to={paths.landing}>
            Go to your home page
          </Button>
        }
      >
        {teamRole
          ? `This page is for your company’s owners and administrators; the ${teamRoleLabels[teamRole]} role does not include it.`
          : 'This portal is restricted to administrators only.'}
      </EmptyState>
    </>
  );
}
