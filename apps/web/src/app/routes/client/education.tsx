import { canAccessEducation } from '@app/contracts/permissions';
import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header/page-header';
import { useSignedInUser } from '../../../lib/session';
import { PermissionNotice } from './permission-notice';

/** `/education`. */
export function EducationPage() {
  const user = useSignedInUser();
  return (
    <Stack gap={0}>
      <title>Learning Center — Credit Repair</title>
      <PageHeader
        title="Learning Center"
        description="Articles on credit scores, the dispute process and building credit."
      />
      {!canAccessEducation(user) && <PermissionNotice user={user} feature="The Learning Center" />}
    </Stack>
  );
}
