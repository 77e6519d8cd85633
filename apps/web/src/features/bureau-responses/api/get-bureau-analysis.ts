import type { BureauAnalysis } from '@app/contracts/bureau-responses.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { bureauResponseKeys } from '../../../lib/query-keys/bureau-responses';

/** GET /api/bureau-response-analysis/{id}: one stored analysis, by its id. */
const getBureauAnalysis = (analysisId: number) =>
  apiGetRequired<BureauAnalysis>(`/api/bureau-response-analysis/${analysisId}`);

const bureauAnalysisQuery = (analysisId: number) =>
  queryOptions({
    queryKey: bureauResponseKeys.analysis(analysisId),
    queryFn: () => getBureauAnalysis(analysisId),
  });

export const useBureauAnalysis = (analysisId: number | null) =>
  useQuery({ ...bureauAnalysisQuery(analysisId ?? 0), enabled: !!analysisId });
