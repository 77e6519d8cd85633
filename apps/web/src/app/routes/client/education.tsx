import { canAccessEducation } from '@app/contracts/permissions';
import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header/page-header';
import { LearningCenter } from '../../../features/education/components/learning-center';
import { useSignedInUser } from '../../../lib/session';
import { PermissionNotice } from './permission-notice';

/** `/education`: the Learning Center (spec 000 section 2). */
export function EducationPage() {
  const user = useSignedInUser();
  return (
    <Stack gap={0}>
      <title>Learning Center — Credit Repair</title>
      <PageHeader
        title="Learning Center"
        description="Plain-language articles on credit scores, the dispute process and building credit."
      />
      {canAccessEducation(user) ? (
        <LearningCenter />
      ) : (
        <PermissionNotice user={user} feature="The Learning Center" />
      )}
    </Stack>
  );
}
