import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation } from '@tanstack/react-query';
import { sendFile } from '../../../lib/api-client';

/** POST /api/admin/client-import/preview: each row's result; nothing is written. */
const previewClientImport = (file: File) => sendFile(endpoints.previewClientImport, {}, file, 'text/csv');

export const usePreviewClientImport = () => useMutation({ mutationFn: previewClientImport });
