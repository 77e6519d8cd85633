import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { base64Of } from '../../../lib/file-base64';
import { settingsSaved } from './settings-saved';

/** PUT /api/organization/logo: the server reads the picture's type from its bytes and refuses SVG. */
const uploadOrganizationLogo = async (file: File) =>
  call(endpoints.uploadOrganizationLogo, { body: { fileName: file.name, fileData: await base64Of(file) } });

export function useUploadOrganizationLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadOrganizationLogo,
    onSuccess: (saved) => settingsSaved(queryClient, saved),
  });
}
