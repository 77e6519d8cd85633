import { Button } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { paths } from '../../../config/paths';
import { PageTitle } from '../../../features/app-info/components/page-title';

/** Any unknown path when signed in. */
export function NotFoundPage() {
  return (
    <>
      <PageTitle page="Page Not Found" />
      <EmptyState
        icon={IconMapSearch}
        title="Page Not Found"
        titleOrder={1}
        action={
          <Button component={Link} to={paths.landing}>
            Go to your home page
          </Button>
        }
      >
        The page you asked for does not exist.
      </EmptyState>
    </>
  );
}
