import type { BureauAnalysis, RecommendedAction } from '@app/contracts/bureau-responses.contract';

/**
 * The stored analysis keeps two fields as JSON strings. A model's output may
 * be stored one day in a shape this screen did not expect, so both are read defensively: what
 * cannot be read is left out rather than breaking the screen.
 */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The summary of analysisResult; a plain-text analysisResult is its own summary. */
export function analysisSummary(analysis: Pick<BureauAnalysis, 'analysisResult'>): string {
  const parsed = parseJson(analysis.analysisResult);
  if (isRecord(parsed)) return text(parsed.summary);
  return parsed === undefined ? analysis.analysisResult : '';
}

const priorities: RecommendedAction['priority'][] = ['HIGH', 'MEDIUM', 'LOW'];

/** recommendedActions as a list; entries without an action are skipped, unknown priorities read as LOW. */
export function recommendedActions(
  analysis: Pick<BureauAnalysis, 'recommendedActions'>,
): RecommendedAction[] {
  const parsed = parseJson(analysis.recommendedActions);
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(isRecord).flatMap((a) => {
    const action = text(a.action).trim();
    if (!action) return [];
    const priority = text(a.priority).toUpperCase() as RecommendedAction['priority'];
    return [
      {
        action,
        priority: priorities.includes(priority) ? priority : 'LOW',
        timeframe: text(a.timeframe),
        description: text(a.description),
      },
    ];
  });
}
