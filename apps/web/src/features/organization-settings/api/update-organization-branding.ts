import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { UpdateOrganizationBrandingRequest } from '@app/contracts/organizations.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { settingsSaved } from './settings-saved';

/** PUT /api/organization/branding: the pages' name, colour and contact follow at once. */
const updateOrganizationBranding = (body: UpdateOrganizationBrandingRequest) =>
  call(endpoints.updateOrganizationBranding, { body });

export function useUpdateOrganizationBranding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganizationBranding,
    onSuccess: (saved) => settingsSaved(queryClient, saved),
  });
}
