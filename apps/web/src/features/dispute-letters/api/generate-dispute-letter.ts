import type {
  GenerateDisputeLetterRequest,
  GenerateDisputeLetterResponse,
} from '@app/contracts/dispute-letters.contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/generate-dispute-letter: a draft the person reads, edits and approves. */
const generateDisputeLetter = (body: GenerateDisputeLetterRequest) =>
  apiRequest<GenerateDisputeLetterResponse>('POST', '/api/generate-dispute-letter', body);

export const useGenerateDisputeLetter = () => useMutation({ mutationFn: generateDisputeLetter });
