import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { organizationSettingsKeys } from '../../../lib/query-keys/organization-settings';

/** GET /api/organization/settings: the admin's organization, and how many client places are taken. */
const getOrganizationSettings = () => call(endpoints.getOrganizationSettings);

const organizationSettingsQuery = queryOptions({
  queryKey: organizationSettingsKeys.all,
  queryFn: getOrganizationSettings,
});

export const useOrganizationSettings = () => useQuery(organizationSettingsQuery);
