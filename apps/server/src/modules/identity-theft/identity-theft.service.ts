import { dayIn } from '@app/contracts/common/dates';
import {
  describeStep,
  detectionConfidence,
  estimatedCompletionDate,
  fraudulentAccountsOf,
  planRecoverySteps,
  recoveryProgress,
  type ScanSignal,
  stepPrerequisite,
  suspiciousPatternsOf,
} from '@app/contracts/identity-theft';
import {
  type CompleteRecoveryStepRequest,
  type IdentityTheftCase,
  type IdentityTheftScan,
  identityTheftMessages,
  type RecordTheftSignalRequest,
  type RecoveryLetter,
  type TheftItem,
} from '@app/contracts/identity-theft.contract';
import { assertCanSee } from '../../platform/auth/record-owner';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { CreditIssuesService } from '../credit-issues/credit-issues.service';
import type { CreditMonitoringService } from '../credit-monitoring/credit-monitoring.service';
import type {
  IdentityTheftRepository,
  RecoveryStepRow,
  TheftCaseRow,
  TheftSignalRow,
} from './identity-theft.repository';
import { theftItemsOf } from './theft-items';

/** Writes the §605B letters of one fraudulent item, one per bureau that reports it. */
export type WriteBlockLetters = (userId: number, item: TheftItem, date: string) => Promise<RecoveryLetter[]>;

const toSignal = (row: TheftSignalRow): ScanSignal => ({ kind: row.kind, item: row.item, text: row.text });

export function createIdentityTheftService(deps: {
  repo: IdentityTheftRepository;
  monitoring: Pick<CreditMonitoringService, 'fileItems'>;
  issues: Pick<CreditIssuesService, 'list'>;
  writeBlockLetters: WriteBlockLetters;
  timeZone: string;
  now?: () => Date;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  const today = () => dayIn(deps.timeZone, now());

  async function fileItemsOf(userId: number) {
    const file = await deps.monitoring.fileItems(userId);
    const issues = file ? [] : await deps.issues.list(userId);
    return { items: theftItemsOf(file, issues), hasCreditFile: file !== null || issues.length > 0 };
  }

  function toCase(row: TheftCaseRow, steps: RecoveryStepRow[]): IdentityTheftCase {
    const items = new Map(row.fraudulentAccounts.map((a) => [a.key, a]));
    const done = new Set(steps.filter((s) => s.completedAt).map((s) => s.kind));
    const recoverySteps = steps.map((s) => {
      const item = items.get(s.subject) ?? null;
      const { estimatedDays: _, ...wording } = describeStep(s, item);
      const before = stepPrerequisite(s.kind);
      return {
        id: s.id,
        kind: s.kind,
        ...wording,
        completed: s.completedAt !== null,
        completedAt: s.completedAt?.toISOString() ?? null,
        itemKey: item ? item.key : null,
        letters: s.letters,
        waitsFor: before && !done.has(before) ? before : null,
      };
    });
    const remaining = steps
      .filter((s) => !s.completedAt)
      .map((s) => describeStep(s, items.get(s.subject) ?? null).estimatedDays);
    return {
      id: row.id,
      status: row.status,
      aiDetectionConfidence: row.confidence,
      recoveryProgress: recoveryProgress(steps.length - remaining.length, steps.length),
      estimatedCompletionDate: estimatedCompletionDate(today(), remaining),
      fraudulentAccounts: row.fraudulentAccounts,
      suspiciousPatterns: row.suspiciousPatterns,
      recoverySteps,
      policeReportNumber: row.policeReportNumber,
      openedAt: row.openedAt.toISOString(),
      scannedAt: row.scannedAt.toISOString(),
    };
  }

  async function view(userId: number): Promise<IdentityTheftScan> {
    const [{ items, hasCreditFile }, signals, row] = await Promise.all([
      fileItemsOf(userId),
      repo.signalsOf(userId),
      repo.caseOf(userId),
    ]);
    const marked = new Map(signals.filter((s) => s.itemKey).map((s) => [s.itemKey as string, s.id]));
    return {
      case: row && row.status === 'ACTIVE' ? toCase(row, await repo.stepsOf(row.id)) : null,
      fileItems: items.map((i) => ({
        ...i,
        notMine: marked.has(i.key),
        signalId: marked.get(i.key) ?? null,
      })),
      signals: signals.map((s) => ({
        id: s.id,
        kind: s.kind,
        itemKey: s.itemKey,
        text: s.text,
        createdAt: s.createdAt.toISOString(),
      })),
      lastScannedAt: row?.scannedAt.toISOString() ?? null,
      hasCreditFile,
    };
  }

  /** Owner or admin; anyone else's case does not exist for them. */
  async function visibleCase(viewer: SessionUser, caseId: number) {
    const row = await repo.caseById(caseId);
    if (row?.status !== 'ACTIVE') throw notFound('Identity theft case');
    await assertCanSee(viewer, row.userId, 'Identity theft case');
    return row;
  }

  return {
    view,

    /** Reads the signals the person gave about their file: any opens (or refreshes) an ACTIVE case. */
    async scan(userId: number): Promise<IdentityTheftScan> {
      const signals = (await repo.signalsOf(userId)).map(toSignal);
      const existing = await repo.caseOf(userId);
      if (signals.length === 0) {
        // Every signal withdrawn: the case closes; its completed steps stay on record.
        if (existing?.status === 'ACTIVE') await repo.setStatus(existing.id, 'CLOSED', now());
        return view(userId);
      }
      const fraudulentAccounts = fraudulentAccountsOf(signals, today());
      const opened = await repo.openCase(
        userId,
        {
          confidence: detectionConfidence(signals),
          fraudulentAccounts,
          suspiciousPatterns: suspiciousPatternsOf(signals),
        },
        now(),
      );
      await repo.syncSteps(opened.id, planRecoverySteps(fraudulentAccounts));
      return view(userId);
    },

    /** The person's own statement about their file; an admin cannot say it for them. */
    async recordSignal(userId: number, input: RecordTheftSignalRequest): Promise<IdentityTheftScan> {
      if ('itemKey' in input) {
        const { items } = await fileItemsOf(userId);
        const item = items.find((i) => i.key === input.itemKey && i.kind === input.kind);
        if (!item)
          throw badRequest(identityTheftMessages.itemGone, [
            { field: 'itemKey', message: identityTheftMessages.itemGone },
          ]);
        const saved = await repo.insertSignal({
          userId,
          kind: input.kind,
          itemKey: item.key,
          item,
          text: item.creditor,
        });
        if (!saved) throw conflict(identityTheftMessages.alreadyMarked);
      } else {
        await repo.insertSignal({ userId, kind: input.kind, itemKey: null, item: null, text: input.text });
      }
      return view(userId);
    },

    async removeSignal(userId: number, signalId: number): Promise<IdentityTheftScan> {
      if (!(await repo.deleteSignal(userId, signalId))) throw notFound('Identity theft signal');
      return view(userId);
    },

    /** Completes a step once, in the order the law needs: the FTC report before the police and §605B. */
    async completeStep(viewer: SessionUser, caseId: number, input: CompleteRecoveryStepRequest) {
      const row = await visibleCase(viewer, caseId);
      // Completing a step is the consumer's act (their report, their letter); an admin only reads.
      if (row.userId !== viewer.id) throw notFound('Identity theft case');
      const steps = await repo.stepsOf(row.id);
      const step = steps.find((s) => s.id === input.stepId);
      if (!step) throw notFound('Recovery step');
      if (step.completedAt) throw conflict(identityTheftMessages.stepDone);
      const before = stepPrerequisite(step.kind);
      if (before && !steps.some((s) => s.kind === before && s.completedAt))
        throw conflict(identityTheftMessages.ftcFirst);
      if (step.kind === 'POLICE_REPORT' && !input.policeReportNumber)
        throw badRequest(identityTheftMessages.policeNumberRequired, [
          { field: 'policeReportNumber', message: identityTheftMessages.policeNumberRequired },
        ]);
      let letters: RecoveryLetter[] | undefined;
      if (step.kind === 'BLOCK_LETTER') {
        const item = row.fraudulentAccounts.find((a) => a.key === step.subject);
        if (!item) throw conflict(identityTheftMessages.itemGone);
        letters = await deps.writeBlockLetters(row.userId, item, today());
      }
      const done = await repo.completeStep(step.id, now(), {
        caseId: row.id,
        letters,
        policeReportNumber: step.kind === 'POLICE_REPORT' ? input.policeReportNumber : undefined,
      });
      if (!done) throw conflict(identityTheftMessages.stepDone);
      return toCase((await repo.caseById(row.id)) as TheftCaseRow, await repo.stepsOf(row.id));
    },
  };
}
export type IdentityTheftService = ReturnType<typeof createIdentityTheftService>;
