import type { AdminGenerateLetterRequest } from '@app/contracts/dispute-letters.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * POST /api/admin/generate-dispute-letter {issue, clientName}: a draft letter for one of a client's
 * issues (the Dispute Center's generator and the upload screen's found items).
 */
const generateClientLetter = (body: AdminGenerateLetterRequest) =>
  call(endpoints.generateClientDisputeLetter, { body });

export const useGenerateClientLetter = () => useMutation({ mutationFn: generateClientLetter });
