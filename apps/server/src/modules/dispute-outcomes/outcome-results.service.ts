import { bureauResponseTypeLabels } from '@app/contracts/bureau-responses.contract';
import { type Bureau, bureauLabel } from '@app/contracts/bureaus';
import { dayIn } from '@app/contracts/common/dates';
import { type DisputeLetterType, disputeLetterTypeLabels } from '@app/contracts/dispute-letters.contract';
import type {
  ItemTimeline,
  OutcomeResults,
  ResultRow,
  TimelineEvent,
} from '@app/contracts/outcome-results.contract';
import { outcomeWords, proofOfWorkNotice, timelineWords } from '@app/contracts/outcome-words';
import { unassignedSpecialistLabel } from '@app/contracts/specialist-analytics.contract';
import { uspsTrackingUrl } from '@app/contracts/usps-tracking';
import { notFound } from '../../platform/errors';
import type { OutcomeResultsRepository } from './outcome-results.repository';
import { proofOfWorkPdf } from './proof-of-work-pdf';

type Letter = Awaited<ReturnType<OutcomeResultsRepository['lettersOf']>>[number];
type Answer = Awaited<ReturnType<OutcomeResultsRepository['answersOf']>>[number];
type Outcome = Awaited<ReturnType<OutcomeResultsRepository['outcomesOf']>>[number];
type Score = Awaited<ReturnType<OutcomeResultsRepository['scoresOf']>>[number];

/** An event's place among those of one day: the letter, then the answer, then what changed. */
const kindOrder = { LETTER: 0, ANSWER: 1, OUTCOME: 2 } as const;

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** "March 2026" for 2026-03. */
const monthName = (month: string) => monthFormat.format(new Date(`${month}-15T12:00:00Z`));

/** The month after yyyy-mm, and the one before. */
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};
const previousMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

/**
 * The score either side of the day an outcome was seen: the newest reading of an earlier day, and
 * the newest reading by the end of that day. None when either is missing.
 */
function scoreAround(scores: { day: string; score: number }[], day: string) {
  let from: number | null = null;
  let to: number | null = null;
  for (const s of scores) {
    if (s.day < day) from = s.score;
    if (s.day <= day) to = s.score;
  }
  return from === null || to === null ? null : { from, to };
}

const itemKey = (creditor: string, last4: string | null) => `${creditor.trim().toLowerCase()}|${last4 ?? ''}`;

/** Each item's letters, answers and changes, oldest first; items in the order their story began. */
function buildTimeline(
  input: { letters: Letter[]; answers: Answer[]; outcomes: Outcome[]; scores: Score[] },
  timeZone: string,
): ItemTimeline[] {
  const items = new Map<string, ItemTimeline>();
  const keyOfIssue = new Map<number, string>();
  const itemFor = (issueId: number | null, creditor: string, last4: string | null) => {
    const key = (issueId !== null ? keyOfIssue.get(issueId) : undefined) ?? itemKey(creditor, last4);
    if (issueId !== null) keyOfIssue.set(issueId, key);
    let item = items.get(key);
    if (!item) {
      item = { issueId, creditor, accountLast4: last4, events: [] };
      items.set(key, item);
    }
    return item;
  };
  const scores = input.scores.map((s) => ({ day: dayIn(timeZone, s.recordedAt), score: s.score }));
  const base = { trackingNumber: null, trackingUrl: null, scoreChange: null };

  for (const l of input.letters) {
    itemFor(l.issueId, l.creditor, l.accountLast4).events.push({
      ...base,
      kind: 'LETTER',
      on: dayIn(timeZone, l.sentAt as Date),
      bureau: l.bureau,
      roundNumber: l.roundNumber,
      text: timelineWords.letterMailed(l.bureau, l.roundNumber),
      trackingNumber: l.trackingNumber,
      trackingUrl: l.trackingNumber ? uspsTrackingUrl(l.trackingNumber) : null,
    });
  }
  for (const a of input.answers) {
    // An answer not tied to a letter has no item to stand under.
    if (a.issueId === null) continue;
    const key = keyOfIssue.get(a.issueId);
    const item = key ? items.get(key) : undefined;
    item?.events.push({
      ...base,
      kind: 'ANSWER',
      on: a.responseDate,
      bureau: a.bureau,
      roundNumber: a.roundNumber,
      text: timelineWords.answered(a.bureau, bureauResponseTypeLabels[a.responseType]),
    });
  }
  for (const o of input.outcomes) {
    itemFor(o.issueId, o.item.creditor, o.item.accountLast4).events.push({
      ...base,
      kind: 'OUTCOME',
      on: o.observedOn,
      bureau: o.bureau,
      roundNumber: o.roundNumber,
      text: outcomeWords({ ...o, previous: o.previous ?? null }),
      scoreChange: scoreAround(scores, o.observedOn),
    });
  }
  const byTime = (a: TimelineEvent, b: TimelineEvent) =>
    a.on.localeCompare(b.on) || kindOrder[a.kind] - kindOrder[b.kind];
  const list = [...items.values()];
  for (const item of list) item.events.sort(byTime);
  return list.sort((a, b) => (a.events[0]?.on ?? '').localeCompare(b.events[0]?.on ?? ''));
}

/** Rows of one grouping, most results first; each carries its counts (the screen shows the rate beside them). */
function grouped(
  rows: Awaited<ReturnType<OutcomeResultsRepository['resultCounts']>>,
  labelOf: (r: (typeof rows)[number]) => string,
): ResultRow[] {
  const groups = new Map<string, ResultRow>();
  for (const r of rows) {
    const label = labelOf(r);
    const g = groups.get(label) ?? { label, total: 0, deleted: 0, updated: 0, verified: 0, noAnswer: 0 };
    g.total += r.total;
    g.deleted += r.deleted;
    g.updated += r.updated;
    g.verified += r.verified;
    g.noAnswer += r.noAnswer;
    groups.set(label, g);
  }
  return [...groups.values()].sort((a, b) => b.total - a.total || a.label.localeCompare(b.label));
}

/**
 * Results for both sides: the consumer's item timeline, the monthly proof-of-work report (as a PDF
 * and as a monthly notice) and the professional's results by bureau, creditor, letter type, round
 * and specialist.
 */
export function createOutcomeResultsService(deps: {
  repo: OutcomeResultsRepository;
  timeZone: string;
  publicUrl: string;
  /** Queues a notice once per event key (the notices module's queue). */
  queueNotice: (n: { userId: number; eventKey: string; subject: string; body: string }) => Promise<boolean>;
  /** Of these event keys, those queued already (the notices module's queue). */
  queuedNoticeKeys: (eventKeys: string[]) => Promise<Set<string>>;
  now?: () => Date;
}) {
  const { repo, timeZone } = deps;
  const now = deps.now ?? (() => new Date());

  async function person(userId: number) {
    const p = await repo.personOf(userId);
    if (!p) throw notFound('Record');
    return p;
  }

  /** What was done for a person in a month (yyyy-mm, the company's calendar). */
  async function monthFacts(userId: number, month: string) {
    const from = `${month}-01`;
    const to = `${nextMonth(month)}-01`;
    const inMonth = (day: string) => day >= from && day < to;
    const [letters, answers, outcomes, scores] = await Promise.all([
      repo.lettersOf(userId),
      repo.answersOf(userId, { from, to }),
      repo.outcomesOf(userId, { from, to }),
      repo.scoresOf(userId),
    ]);
    const scoreDays = scores.map((s) => ({ day: dayIn(timeZone, s.recordedAt), score: s.score }));
    return {
      letters: letters
        .map((l) => ({ ...l, day: dayIn(timeZone, l.sentAt as Date) }))
        .filter((l) => inMonth(l.day)),
      answers,
      changes: outcomes.filter((o) => o.kind === 'DELETED' || o.kind === 'UPDATED'),
      scores: scoreDays.filter((s) => s.day < to),
      month,
    };
  }

  return {
    async timeline(userId: number) {
      await person(userId);
      const [letters, answers, outcomes, scores] = await Promise.all([
        repo.lettersOf(userId),
        repo.answersOf(userId),
        repo.outcomesOf(userId),
        repo.scoresOf(userId),
      ]);
      return { items: buildTimeline({ letters, answers, outcomes, scores }, timeZone) };
    },

    async proofOfWork(userId: number, month?: string) {
      const p = await person(userId);
      const chosen = month ?? dayIn(timeZone, now()).slice(0, 7);
      const facts = await monthFacts(userId, chosen);
      const bytes = await proofOfWorkPdf({
        person: `${p.firstName} ${p.lastName}`,
        monthName: monthName(chosen),
        letters: facts.letters.map((l) => ({
          day: l.day,
          bureau: bureauLabel[l.bureau],
          creditor: l.creditor,
          roundNumber: l.roundNumber,
          trackingNumber: l.trackingNumber,
        })),
        answers: facts.answers.map((a) => ({
          day: a.responseDate,
          bureau: bureauLabel[a.bureau],
          answer: bureauResponseTypeLabels[a.responseType],
        })),
        changes: facts.changes.map((o) => ({
          day: o.observedOn,
          creditor: o.item.creditor,
          text: outcomeWords({ ...o, previous: o.previous ?? null }),
        })),
        scores: facts.scores.slice(-12),
        generatedOn: dayIn(timeZone, now()),
      });
      return { filename: `proof-of-work-${chosen}.pdf`, bytes };
    },

    /**
     * The monthly notice: once the company's calendar reaches a new month, each person for whom
     * something was done last month is told their report is ready, once (the event key holds the
     * month). A month with nothing done sends nothing. The job runs hourly: the month's notices
     * queued already are read in one query, and their people are not looked at again.
     */
    async queueMonthlyNotices() {
      const at = now();
      const month = previousMonth(dayIn(timeZone, at).slice(0, 7));
      const fromDay = `${month}-01`;
      const toDay = `${nextMonth(month)}-01`;
      // A day either side: a letter's calendar day is the company's, the bounds here are UTC.
      const from = new Date(Date.parse(`${fromDay}T00:00:00Z`) - 86_400_000);
      const to = new Date(Date.parse(`${toDay}T00:00:00Z`) + 86_400_000);
      const keyOf = (userId: number) => `proof-of-work:${userId}:${month}`;
      const active = await repo.peopleActiveIn({ from, to, fromDay, toDay });
      const queuedAlready = await deps.queuedNoticeKeys(active.map(keyOf));
      let queued = 0;
      for (const userId of active.filter((id) => !queuedAlready.has(keyOf(id)))) {
        const facts = await monthFacts(userId, month);
        const done = facts.letters.length + facts.answers.length + facts.changes.length;
        if (done === 0) continue;
        const p = await person(userId);
        const name = monthName(month);
        const sent = await deps.queueNotice({
          userId,
          eventKey: keyOf(userId),
          subject: proofOfWorkNotice.subject(name),
          body: proofOfWorkNotice.body({
            firstName: p.firstName,
            monthName: name,
            letters: facts.letters.length,
            answers: facts.answers.length,
            changes: facts.changes.length,
            link: `${deps.publicUrl}/credit-repair?tab=disputes`,
          }),
        });
        if (sent) queued++;
      }
      return { month, queued };
    },

    async results(): Promise<OutcomeResults> {
      const rows = await repo.resultCounts();
      return {
        groups: {
          bureau: grouped(rows, (r) => bureauLabel[r.bureau as Bureau] ?? r.bureau),
          furnisher: grouped(rows, (r) => r.furnisher),
          letterType: grouped(
            rows,
            (r) => disputeLetterTypeLabels[r.letterType as DisputeLetterType] ?? r.letterType,
          ),
          round: grouped(rows, (r) => `Round ${r.round}`),
          // By the specialist's name; letters drafted while no one was assigned make one row.
          specialist: grouped(rows, (r) =>
            r.specialistId === null ? unassignedSpecialistLabel : (r.specialist ?? unassignedSpecialistLabel),
          ),
        },
      };
    },
  };
}
export type OutcomeResultsService = ReturnType<typeof createOutcomeResultsService>;
