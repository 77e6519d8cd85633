import { isAdmin } from '@app/contracts/permissions';
import { Container } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader/page-loader';
import { useSessionCheckOnNavigation, useSignedInUser } from '../../lib/session';
import { NavigationHeader } from './navigation-header';
import { useRoutePrefetch } from './route-prefetch';

/** Signed-in pages with the common navigation bar. */
export function ClientLayout() {
  const user = useSignedInUser();
  useSessionCheckOnNavigation();
  useRoutePrefetch({ isAdmin: isAdmin(user) });
  return (
    <>
      <NavigationHeader user={user} />
      <Container size="xl" component="main" id="main" py={{ base: 'lg', sm: 40 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
    </>
  );
}
