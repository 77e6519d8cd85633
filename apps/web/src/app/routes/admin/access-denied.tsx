import { Button } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { paths } from '../../../config/paths';

/** Admin-only routes for everyone else; the server refuses them too. */
export function AccessDeniedPage() {
  return (
    <>
      <title>Access Denied — Credit Repair</title>
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
        This portal is restricted to administrators only.
      </EmptyState>
    </>
  );
}
