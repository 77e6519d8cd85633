import type { BureauAnalysis } from '@app/contracts/bureau-responses.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { bureauResponsesKey } from './get-bureau-responses';

/** GET /api/bureau-response-analysis/{id}: one stored analysis, by its id. */
const getBureauAnalysis = (analysisId: number) =>
  apiGetRequired<BureauAnalysis>(`/api/bureau-response-analysis/${analysisId}`);

export const bureauAnalysisQuery = (analysisId: number) =>
  queryOptions({
    queryKey: [...bureauResponsesKey, 'analysis', analysisId],
    queryFn: () => getBureauAnalysis(analysisId),
  });

export const useBureauAnalysis = (analysisId: number | null) =>
  useQuery({ ...bureauAnalysisQuery(analysisId ?? 0), enabled: !!analysisId });
