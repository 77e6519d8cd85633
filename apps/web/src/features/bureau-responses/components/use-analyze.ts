import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useAnalyzeBureauResponse } from '../api/analyze-bureau-response';

/** Analyze with its toasts: success, or 'Failed to analyze bureau response'. */
export function useAnalyze() {
  const mutation = useAnalyzeBureauResponse();
  async function analyze(responseId: number) {
    try {
      const result = await mutation.mutateAsync(responseId);
      notify({ color: 'green', title: 'Analysis Complete', message: 'AI analysis completed successfully' });
      return result;
    } catch (error) {
      notify({
        color: 'red',
        title: 'Error',
        message: errorMessage(error, 'Failed to analyze bureau response'),
      });
      return undefined;
    }
  }
  return { analyze, pending: mutation.isPending };
}
