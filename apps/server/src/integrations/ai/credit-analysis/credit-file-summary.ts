import type { CreditIssueType } from '@app/contracts/credit-issues.contract';
import { isObsolete } from '@app/contracts/dispute-letter-fit';
import { scoreBand } from '@app/contracts/score';
import {
  type CreditProfile,
  creditProfileOf,
  projectScore,
  type ScoreProjection,
  thinFileMonths,
} from '@app/contracts/score-simulator';
import type { CreditAnalysisFacts } from '../ai.port';

type Issue = CreditAnalysisFacts['issues'][number];

/** The figures every sentence of an analysis rests on, computed once so both engines see the same numbers. */
export interface CreditFileSummary {
  firstName: string;
  score: number | null;
  band: string | null;
  /** The score is the specialist's statement, not a reading of the file. */
  scoreEnteredBySpecialist: boolean;
  /** Whole percent, or null when no report says it. */
  utilizationPercent: number | null;
  accountAgeMonths: number | null;
  thinFile: boolean;
  active: Issue[];
  activeByType: Record<CreditIssueType, Issue[]>;
  disputedCount: number;
  resolvedCount: number;
  /** Active items past their FCRA 605 reporting period. */
  obsolete: Issue[];
  trend: { change: number; since: string; points: number } | null;
  /** What the simulator knows of this file; unknowns fall back to industry averages. */
  profile: CreditProfile;
  /** Simulator actions that fit this file, and the estimate they give (the simulator's own model). */
  simulation: ScoreProjection | null;
  targetScore: number | null;
}

export function summarizeCreditFile(facts: CreditAnalysisFacts): CreditFileSummary {
  const active = [...facts.issues.filter((i) => i.status === 'ACTIVE')].sort(
    (a, b) => Math.abs(b.impact) - Math.abs(a.impact),
  );
  const activeByType = {
    COLLECTION: [],
    CHARGE_OFF: [],
    LATE_PAYMENT: [],
    INQUIRY: [],
    PUBLIC_RECORD: [],
    REPOSSESSION: [],
    FORECLOSURE: [],
    BANKRUPTCY: [],
  } as Record<CreditIssueType, Issue[]>;
  for (const issue of active) activeByType[issue.type].push(issue);

  const report = facts.report;
  const thinFile = report?.accountAgeMonths != null && report.accountAgeMonths < thinFileMonths;
  // The simulator's count of the same items, so the projection and the simulator agree.
  const profile = creditProfileOf(facts.issues, report);
  return {
    firstName: facts.firstName.trim(),
    score: report?.creditScore ?? null,
    band: report ? scoreBand(report.creditScore).label : null,
    scoreEnteredBySpecialist: report?.enteredBySpecialist === true,
    utilizationPercent: report?.utilizationRate != null ? Math.round(report.utilizationRate * 100) : null,
    accountAgeMonths: report?.accountAgeMonths ?? null,
    thinFile,
    active,
    activeByType,
    disputedCount: facts.issues.filter((i) => i.status === 'DISPUTED').length,
    resolvedCount: facts.issues.filter((i) => i.status === 'RESOLVED').length,
    obsolete: active.filter((i) => isObsolete(i.type, i.dateReported, facts.today)),
    trend: scoreTrend(facts.scoreHistory),
    profile,
    simulation: report ? projectScore(report.creditScore, profile) : null,
    targetScore: facts.targetScore,
  };
}

function scoreTrend(history: CreditAnalysisFacts['scoreHistory']) {
  const points = [...history].sort((a, b) => a.recordedAt.localeCompare(b.recordedAt));
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last || points.length < 2) return null;
  return { change: last.score - first.score, since: first.recordedAt.slice(0, 10), points: points.length };
}
