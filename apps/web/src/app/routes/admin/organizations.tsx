import { Alert } from '@mantine/core';
import { OrganizationsTable } from '../../../features/platform-operator/components/organizations-table';
import { useSignedInUser } from '../../../lib/session';

/** /admin-portal/organizations: the platform operator's view of every company on the platform. */
export function OrganizationsPage() {
  const user = useSignedInUser();
  if (!user.platformOperator)
    return (
      <Alert color="gray" variant="light">
        Only the platform’s own administrators see the list of organizations.
      </Alert>
    );
  return <OrganizationsTable />;
}
