import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { bureauResponseKeys } from '../../../lib/query-keys/bureau-responses';

/** GET /api/bureau-response-analysis/{id}: one stored analysis, by its id. */
const getBureauAnalysis = (analysisId: number) =>
  call(endpoints.getBureauResponseAnalysis, { params: { id: analysisId } });

const bureauAnalysisQuery = (analysisId: number) =>
  queryOptions({
    queryKey: bureauResponseKeys.analysis(analysisId),
    queryFn: () => getBureauAnalysis(analysisId),
  });

export const useBureauAnalysis = (analysisId: number | null) =>
  useQuery({ ...bureauAnalysisQuery(analysisId ?? 0), enabled: !!analysisId });
