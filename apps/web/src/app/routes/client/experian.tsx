import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header/page-header';
import { paths } from '../../../config/paths';
import { useAppInfo } from '../../../features/app-info/api/get-app-info';
import { PageTitle } from '../../../features/app-info/components/page-title';
import { ExperianConnectPanel } from '../../../features/credit-monitoring/components/experian-connect-panel';

/** `/experian`: connect one's Experian file with written authorisation. */
export function ExperianPage() {
  const appInfo = useAppInfo();
  return (
    <>
      <PageTitle page="Connect to Experian" />
      <PageHeader
        title="Connect to Experian"
        description="Link your Experian credit file for score monitoring and alerts."
      />
      <ExperianConnectPanel
        sandbox={appInfo.data?.integrations.bureaus === 'sandbox'}
        after={
          <Group gap="sm">
            <Button component={Link} to={paths.dashboard} size="xs">
              See your dashboard
            </Button>
            <Button component={Link} to={`${paths.creditRepair}?tab=monitor`} size="xs" variant="default">
              Open the Monitor tab
            </Button>
          </Group>
        }
      />
    </>
  );
}
