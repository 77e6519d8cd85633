import type { DraftLettersRequest } from '@app/contracts/dispute-batch.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * POST /api/admin/dispute-letters/preview: the letters a batch would draft, written and shown, none
 * saved; nothing is cached, so nothing is invalidated.
 */
const previewClientLetters = (body: DraftLettersRequest) =>
  call(endpoints.previewClientDisputeLetters, { body });

export const usePreviewClientLetters = () => useMutation({ mutationFn: previewClientLetters });
