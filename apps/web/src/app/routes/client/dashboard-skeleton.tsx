import { Skeleton, Stack } from '@mantine/core';
import { PageHeading } from '../../../components/page-header/page-heading';
import { useSignedInUser } from '../../../lib/session';
import classes from './dashboard.module.css';
import { SummaryTilePlaceholders } from './summary-tile';

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
      <SummaryTilePlaceholders count={3} columns={3} />
      <div className={classes.scoreCards}>
        <Skeleton h={260} radius="lg" />
        <Skeleton h={260} radius="lg" />
      </div>
    </>
  );
}
