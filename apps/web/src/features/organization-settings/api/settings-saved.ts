import type { OrganizationSettings } from '@app/contracts/organizations.contract';
import type { QueryClient } from '@tanstack/react-query';
import { appInfoKeys } from '../../../lib/query-keys/app-info';
import { organizationSettingsKeys } from '../../../lib/query-keys/organization-settings';

/**
 * After any change to the company's settings: the answer is the settings as saved, and the pages'
 * name, colour and logo (the app info) are read again so the header shows the change at once.
 */
export function settingsSaved(queryClient: QueryClient, saved: OrganizationSettings) {
  queryClient.setQueryData(organizationSettingsKeys.all, saved);
  return queryClient.invalidateQueries({ queryKey: appInfoKeys.all });
}
