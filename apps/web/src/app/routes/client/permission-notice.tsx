import { accessLevelLabels } from '@app/contracts/access-level-labels';
import type { PublicUser } from '@app/contracts/users.contract';
import { IconLock } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state/empty-state';

/** For a page the person's access level does not include (the server refuses its data too). */
export function PermissionNotice({ user, feature }: { user: PublicUser; feature: string }) {
  return (
    <EmptyState icon={IconLock} title="Not included in your access level">
      {feature} is available to Beta Tester and Admin accounts. Your access level is{' '}
      {accessLevelLabels[user.accessLevel]}.
    </EmptyState>
  );
}
