import type {
  AdminGenerateLetterRequest,
  AdminGenerateLetterResponse,
} from '@app/contracts/dispute-letters.contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/admin/generate-dispute-letter {issue, clientName}: a draft letter for one of a client's
 * issues (the Dispute Center's generator and the upload screen's found items).
 */
const generateClientLetter = (body: AdminGenerateLetterRequest) =>
  apiRequest<AdminGenerateLetterResponse>('POST', '/api/admin/generate-dispute-letter', body);

export const useGenerateClientLetter = () => useMutation({ mutationFn: generateClientLetter });
