import type { BureauAnalysis, BureauResponse } from '@app/contracts/bureau-responses.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bureauResponseKeys } from '../../../lib/query-keys/bureau-responses';

/** POST /api/bureau-response/{id}/analyze: the engine's analysis; the response becomes nextStepGenerated. */
const analyzeBureauResponse = (responseId: number) =>
  apiRequest<{ response: BureauResponse; analysis: BureauAnalysis }>(
    'POST',
    `/api/bureau-response/${responseId}/analyze`,
  );

export function useAnalyzeBureauResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeBureauResponse,
    onSuccess: ({ analysis }) => {
      queryClient.setQueryData(bureauResponseKeys.analysis(analysis.id), analysis);
      return queryClient.invalidateQueries({ queryKey: bureauResponseKeys.lists() });
    },
  });
}
