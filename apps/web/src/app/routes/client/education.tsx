import { canAccessEducation } from '@app/contracts/permissions';
import { Stack } from '@mantine/core';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header/page-header';
import { PlanRefusal } from '../../../components/plan/plan-refusal';
import { paths } from '../../../config/paths';
import { PageTitle } from '../../../features/app-info/components/page-title';
import { LearningCenter } from '../../../features/education/components/learning-center';
import { useSignedInUser } from '../../../lib/session';

/** `/education`: the Learning Center. */
export function EducationPage() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const location = useLocation();
  const { articleId } = useParams();
  const readingId = articleId && /^\d+$/.test(articleId) ? Number(articleId) : null;
  return (
    <Stack gap={0}>
      <PageTitle page="Learning Center" />
      <PageHeader
        title="Learning Center"
        description="Plain-language articles on credit scores, the dispute process and building credit."
      />
      {canAccessEducation(user) ? (
        <LearningCenter
          readingId={readingId}
          onRead={(id) => navigate(paths.educationArticle(id), { state: { fromList: true } })}
          // Closing goes back the way the person came, so Close and the browser's Back agree.
          onCloseReader={() =>
            (location.state as { fromList?: boolean } | null)?.fromList
              ? navigate(-1)
              : navigate(paths.education, { replace: true })
          }
        />
      ) : (
        <PlanRefusal entitlement="accessEducation" />
      )}
    </Stack>
  );
}
