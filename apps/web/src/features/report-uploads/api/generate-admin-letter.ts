import type {
  AdminGenerateLetterRequest,
  AdminGenerateLetterResponse,
} from '@app/contracts/dispute-letters.contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/admin/generate-dispute-letter {issue, clientName} → {clientName, letter}. */
const generateAdminLetter = (body: AdminGenerateLetterRequest) =>
  apiRequest<AdminGenerateLetterResponse>('POST', '/api/admin/generate-dispute-letter', body);

export const useGenerateAdminLetter = () => useMutation({ mutationFn: generateAdminLetter });
