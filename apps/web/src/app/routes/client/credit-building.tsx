import { canAccessCreditBuilding } from '@app/contracts/permissions';
import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header/page-header';
import { useSignedInUser } from '../../../lib/session';
import { PermissionNotice } from './permission-notice';

/** `/credit-building`. */
export function CreditBuildingPage() {
  const user = useSignedInUser();
  return (
    <Stack gap={0}>
      <title>Credit Building — Credit Repair</title>
      <PageHeader
        title="Credit Building"
        description="Actions and services that help you build a stronger credit profile over time."
      />
      {!canAccessCreditBuilding(user) && <PermissionNotice user={user} feature="Credit building" />}
    </Stack>
  );
}
