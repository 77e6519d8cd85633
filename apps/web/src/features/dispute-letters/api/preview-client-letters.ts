import type { DraftLettersRequest, PreviewLettersResponse } from '@app/contracts/dispute-batch.contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/admin/dispute-letters/preview: the letters a batch would draft, written and shown, none
 * saved; nothing is cached, so nothing is invalidated.
 */
const previewClientLetters = (body: DraftLettersRequest) =>
  apiRequest<PreviewLettersResponse>('POST', '/api/admin/dispute-letters/preview', body);

export const usePreviewClientLetters = () => useMutation({ mutationFn: previewClientLetters });
