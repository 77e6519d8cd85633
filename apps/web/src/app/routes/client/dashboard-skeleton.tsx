import { Skeleton, Stack } from '@mantine/core';
import { PageHeading } from '../../../components/page-header/page-heading';
import { useSignedInUser } from '../../../lib/session';
import classes from './dashboard.module.css';
import { SummaryTiles } from './summary-tile';

/** The same heading in the placeholder and the page, so it paints once and stays put. */
export function DashboardGreeting({ firstName }: { firstName: string | null | undefined }) {
  return <PageHeading>Welcome back, {firstName || 'User'}</PageHeading>;
}

/**
 * The dashboard's shape while its code arrives: the greeting (the name is already known), then the
 * three counts and the score cards as placeholders.
 */
export function DashboardSkeleton() {
  const user = useSignedInUser();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <DashboardGreeting firstName={user.firstName} />
        <Skeleton h={24} w="40%" radius="sm" role="status" aria-label="Loading your dashboard" />
      </Stack>
      <DashboardSectionsSkeleton />
    </Stack>
  );
}

/** The three counts and the score cards as placeholders. */
export function DashboardSectionsSkeleton() {
  return (
    <>
      <SummaryTiles columns={3}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={88} radius="lg" />
        ))}
      </SummaryTiles>
      <div className={classes.scoreCards}>
        <Skeleton h={260} radius="lg" />
        <Skeleton h={260} radius="lg" />
      </div>
    </>
  );
}
