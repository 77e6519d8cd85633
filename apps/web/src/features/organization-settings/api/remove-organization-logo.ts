import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { settingsSaved } from './settings-saved';

/** DELETE /api/organization/logo: the product's mark shows again. */
const removeOrganizationLogo = () => call(endpoints.removeOrganizationLogo);

export function useRemoveOrganizationLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeOrganizationLogo,
    onSuccess: (saved) => settingsSaved(queryClient, saved),
  });
}
