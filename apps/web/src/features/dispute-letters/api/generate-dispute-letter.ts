import type { GenerateDisputeLetterRequest } from '@app/contracts/dispute-letters.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /api/generate-dispute-letter: a draft the person reads, edits and approves. */
const generateDisputeLetter = (body: GenerateDisputeLetterRequest) =>
  call(endpoints.generateDisputeLetter, { body });

export const useGenerateDisputeLetter = () => useMutation({ mutationFn: generateDisputeLetter });
