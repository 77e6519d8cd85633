import type { FieldIssue } from '@app/contracts/common/api-error';
import { dayIn } from '@app/contracts/common/dates';
import {
  type AddEmploymentBody,
  type EmploymentRecord,
  employmentMessages,
  employmentPendingReasons,
} from '@app/contracts/employment.contract';
import { badRequest } from '../../platform/errors';
import type { EmploymentRepository, EmploymentRow } from './employment.repository';

const toRecord = (r: EmploymentRow): EmploymentRecord => ({
  id: r.id,
  employer: r.employer,
  jobTitle: r.jobTitle,
  employmentType: r.employmentType,
  startDate: r.startDate,
  endDate: r.endDate,
  annualSalary: r.annualSalaryCents,
  verificationMethod: r.verificationMethod,
  verificationStatus: r.verificationStatus,
  statusReason: r.statusReason,
  lastVerified: r.lastVerified?.toISOString() ?? null,
  hrSystemConnection: null,
  createdAt: r.createdAt.toISOString(),
});

export function createEmploymentService(deps: {
  repo: EmploymentRepository;
  timeZone: string;
  now?: () => Date;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async records(userId: number) {
      return (await repo.recordsOf(userId)).map(toRecord);
    },
    async add(userId: number, body: AddEmploymentBody): Promise<EmploymentRecord> {
      const today = dayIn(deps.timeZone, now());
      const issues: FieldIssue[] = [];
      if (body.startDate > today)
        issues.push({ field: 'body.startDate', message: employmentMessages.startFuture });
      if (body.endDate && body.endDate > today)
        issues.push({ field: 'body.endDate', message: employmentMessages.endFuture });
      const [first] = issues;
      if (first) throw badRequest(first.message, issues);
      const row = await repo.insert({
        userId,
        employer: body.employer,
        jobTitle: body.jobTitle,
        employmentType: body.employmentType,
        startDate: body.startDate,
        endDate: body.endDate ?? null,
        annualSalaryCents: body.annualSalary,
        verificationMethod: body.verificationMethod,
        verificationStatus: 'PENDING',
        statusReason: employmentPendingReasons[body.verificationMethod],
        createdAt: now(),
      });
      return toRecord(row);
    },
    /** The jobs as the tax simulation reads them. */
    async listedJobs(userId: number) {
      return (await repo.recordsOf(userId)).map((r) => ({
        employer: r.employer,
        employmentType: r.employmentType,
        startDate: r.startDate,
        endDate: r.endDate,
        annualSalaryCents: r.annualSalaryCents,
      }));
    },
  };
}
export type EmploymentService = ReturnType<typeof createEmploymentService>;
