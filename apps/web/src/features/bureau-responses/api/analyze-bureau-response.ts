import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { bureauResponseKeys } from '../../../lib/query-keys/bureau-responses';

/** POST /api/bureau-response/{id}/analyze: the engine's analysis; the response becomes nextStepGenerated. */
const analyzeBureauResponse = (responseId: number) =>
  call(endpoints.analyzeBureauResponse, { params: { id: responseId } });

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
