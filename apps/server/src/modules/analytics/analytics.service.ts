import {
  type AdminAnalytics,
  analyticsDefinitions,
  monthlyDefinitions,
  scoreChangeBuckets,
} from '@app/contracts/analytics.contract';
import { type Bureau, bureauCodes } from '@app/contracts/bureaus';
import {
  type SpecialistAnalytics,
  specialistMonthlyDefinition,
  specialistMonthlyDefinitions,
} from '@app/contracts/specialist-analytics.contract';
import { inOrganization } from '../../db/organization-context';
import type { AnalyticsRepository } from './analytics.repository';
import type { AnalyticsSnapshotRepository } from './analytics-snapshot.repository';
import { createFiguresSnapshot, type SnapshotTiming } from './figures-snapshot';

const dayMs = 86_400_000;

/** Percent with one decimal; null (shown '—') when there is nothing to divide by. */
const percentOf = (numerator: number, n: number) => (n > 0 ? Math.round((1000 * numerator) / n) / 10 : null);

/** Average with one decimal; null over nothing. */
const averageOf = (total: number, n: number) => (n > 0 ? Math.round((10 * total) / n) / 10 : null);

const oneDecimal = (x: number | null) => (x === null ? null : Math.round(x * 10) / 10);

/** The first day (UTC) of the month eleven months before `now`'s month: twelve months with this one. */
function firstMonthOfYear(now: Date) {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  return d.toISOString().slice(0, 10);
}

/** Each bureau once, in the usual order, whether or not it has rows yet. */
function perBureau<T extends { bureau: Bureau }>(rows: T[], empty: (bureau: Bureau) => T) {
  return bureauCodes.map((b) => rows.find((r) => r.bureau === b) ?? empty(b));
}
const sum = <T>(rows: T[], pick: (r: T) => number) => rows.reduce((total, r) => total + pick(r), 0);

/**
 * How long counted figures are served (`maxAgeSeconds`, the ANALYTICS_MAX_AGE_SECONDS setting) and
 * the two limits derived from it: after five times that nobody has looked for a while and the next
 * request waits for a recount; a Refresh recounts at most every five seconds.
 */
function snapshotTiming(maxAgeSeconds: number): SnapshotTiming {
  const maxAgeMs = maxAgeSeconds * 1000;
  return { maxAgeMs, waitAfterMs: 5 * maxAgeMs, freshAfterMs: Math.min(5000, maxAgeMs) };
}

export function createAnalyticsService(deps: {
  repo: AnalyticsRepository;
  now?: () => Date;
  maxAgeSeconds: number;
  onBackgroundError: (err: unknown) => void;
  /** Where the latest count outlives the process (see figures-snapshot.ts); none in unit tests. */
  stored?: AnalyticsSnapshotRepository;
}) {
  const { repo, maxAgeSeconds } = deps;
  const now = deps.now ?? (() => new Date());

  /** The one definition of every figure: six aggregate statements over the office's data. */
  async function count(at: Date): Promise<AdminAnalytics> {
    const today = at.toISOString().slice(0, 10);
    const [activeIssues, disputeRows, responseRows, scores, aiRows, months] = await Promise.all([
      repo.activeIssues(),
      repo.disputeFigures(today),
      repo.responseFigures(),
      repo.scoreChangeFigures(),
      repo.aiUseFigures(new Date(at.getTime() - 30 * dayMs)),
      repo.monthFigures(firstMonthOfYear(at)),
    ]);

    const disputes = perBureau(disputeRows, (bureau) => ({
      bureau,
      sent: 0,
      awaiting: 0,
      followUpDue: 0,
      followUpDone: 0,
      timed: 0,
      responseDays: 0,
    }));
    const responses = perBureau(responseRows, (bureau) => ({
      bureau,
      answered: 0,
      deleted: 0,
      updated: 0,
      partial: 0,
      verified: 0,
      frivolous: 0,
    }));
    // PARTIAL counts as a success: the bureau changed the report (see analyticsDefinitions).
    const succeeded = (r: (typeof responses)[number]) => r.deleted + r.updated + r.partial;
    const followUpDue = sum(disputes, (d) => d.followUpDue);
    const followUpDone = sum(disputes, (d) => d.followUpDone);
    const answered = sum(responses, (r) => r.answered);
    const successes = sum(responses, succeeded);
    const timed = sum(disputes, (d) => d.timed);

    return {
      generatedAt: at.toISOString(),
      maxAgeSeconds,
      activeIssues: { value: activeIssues, definition: analyticsDefinitions.activeIssues },
      disputesSent: { value: sum(disputes, (d) => d.sent), definition: analyticsDefinitions.disputesSent },
      awaitingApproval: {
        value: sum(disputes, (d) => d.awaiting),
        definition: analyticsDefinitions.awaitingApproval,
      },
      followUpCompletion: {
        numerator: followUpDone,
        n: followUpDue,
        percent: percentOf(followUpDone, followUpDue),
        definition: analyticsDefinitions.followUpCompletion,
      },
      bureauSuccess: {
        definition: analyticsDefinitions.bureauSuccess,
        overall: { numerator: successes, n: answered, percent: percentOf(successes, answered) },
        bureaus: responses.map((r) => ({
          ...r,
          numerator: succeeded(r),
          n: r.answered,
          percent: percentOf(succeeded(r), r.answered),
        })),
      },
      bureauResponseTime: {
        definition: analyticsDefinitions.bureauResponseTime,
        overall: {
          averageDays: averageOf(
            sum(disputes, (d) => d.responseDays),
            timed,
          ),
          n: timed,
        },
        bureaus: disputes.map((d) => ({
          bureau: d.bureau,
          averageDays: averageOf(d.responseDays, d.timed),
          n: d.timed,
        })),
      },
      scoreChange: {
        definition: analyticsDefinitions.scoreChange,
        n: scores.n,
        average: scores.n > 0 ? oneDecimal(scores.average) : null,
        median: scores.n > 0 ? oneDecimal(scores.median) : null,
        improved: scores.improved,
        declined: scores.declined,
        unchanged: scores.unchanged,
        distribution: scoreChangeBuckets.map((b, i) => ({ label: b.label, clients: scores[`b${i}`] ?? 0 })),
      },
      aiUsage: {
        definition: analyticsDefinitions.aiUsage,
        total: sum(aiRows, (r) => r.uses),
        last30Days: sum(aiRows, (r) => r.last30Days),
        rows: aiRows,
      },
      monthly: { definition: analyticsDefinitions.monthly, columns: monthlyDefinitions, months },
    };
  }

  // Each organization's figures are its own: counted within it (the walls hold every statement
  // to its rows, a recount behind a request included) and kept apart, never served to another.
  const snapshots = new Map<number, ReturnType<typeof createFiguresSnapshot<AdminAnalytics>>>();
  function snapshotOf(organizationId: number) {
    let snapshot = snapshots.get(organizationId);
    if (!snapshot) {
      const within = <T>(work: () => Promise<T>) => inOrganization(organizationId, work);
      const { stored } = deps;
      snapshot = createFiguresSnapshot({
        count: (at) => within(() => count(at)),
        timing: snapshotTiming(maxAgeSeconds),
        now,
        onBackgroundError: deps.onBackgroundError,
        stored: stored && {
          load: () => within(() => stored.load(organizationId)),
          save: (figures, takenAt) => within(() => stored.save(organizationId, figures, takenAt)),
        },
      });
      snapshots.set(organizationId, snapshot);
    }
    return snapshot;
  }

  return {
    /**
     * The latest counted figures of the organization (see figures-snapshot.ts); `fresh` asks for a
     * recount now.
     */
    figures: (organizationId: number, options: { fresh?: boolean } = {}) =>
      snapshotOf(organizationId).read(options),
    /** Each specialist's letters mailed, answers and deletions per month, counted now within the organization. */
    async specialists(organizationId: number): Promise<SpecialistAnalytics> {
      const rows = await inOrganization(organizationId, () =>
        repo.specialistMonthFigures(firstMonthOfYear(now())),
      );
      return {
        definition: specialistMonthlyDefinition,
        columns: specialistMonthlyDefinitions,
        rows: rows.map(({ specialistId, specialistName, ...figures }) => ({
          ...figures,
          specialist: specialistId === null ? null : { id: specialistId, name: specialistName ?? '' },
        })),
      };
    },
    settled: async () => {
      await Promise.all([...snapshots.values()].map((s) => s.settled()));
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
