import { Button, Text } from '@mantine/core';
import { IconReportSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { paths } from '../../../config/paths';

/** A new client's empty issue list: how the report comes, not "no negative items". */
export function NoReportYet({ compact = false }: { compact?: boolean }) {
  const words =
    'We do not have your credit report yet. Connect a credit bureau to import it, or wait for your credit specialist to upload it; your issues appear here once it is in.';
  if (compact) {
    return (
      <Text c="dimmed" fz="sm" data-testid="no-report-yet">
        {words} <Link to={paths.experian}>Connect a bureau</Link>
      </Text>
    );
  }
  return (
    <EmptyState
      icon={IconReportSearch}
      title="No credit report yet"
      action={
        <Button component={Link} to={paths.experian}>
          Connect a bureau
        </Button>
      }
    >
      <span data-testid="no-report-yet">{words}</span>
    </EmptyState>
  );
}
