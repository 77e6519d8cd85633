import { Button } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { paths } from '../../../config/paths';

/** Any unknown path when signed in. */
export function NotFoundPage() {
  return (
    <>
      <title>Page Not Found — Credit Repair</title>
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
