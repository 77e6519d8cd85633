import type { ClientSummary, UserActivityEntry } from '@app/contracts/admin-clients.contract';
import type { ClientOnboarding } from '@app/contracts/client-onboarding.contract';
import { countDisputes } from '@app/contracts/dispute-counts';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { CreditIssuesService } from '../credit-issues/credit-issues.service';
import type { CreditReportsService } from '../credit-reports/credit-reports.service';
import type { DisputesService } from '../disputes/disputes.service';
import { withoutSecrets } from './audit-details';
import type { ClientInvitations } from './client-admin.service';
import type { UsersRepository } from './users.repository';
import type { UsersService } from './users.service';

/** What an admin sees of one client: the summary card and the activity list. */
export function createClientOverviewService(deps: {
  repo: Pick<UsersRepository, 'namesByIds' | 'onboardingDetails'>;
  users: Pick<UsersService, 'profile'>;
  reports: Pick<CreditReportsService, 'latest'>;
  issues: Pick<CreditIssuesService, 'list'>;
  disputes: Pick<DisputesService, 'list'>;
  audit: Pick<AuditLog, 'listForSubject'>;
  secretBox: Pick<SecretBox, 'open'>;
  invitations: Pick<ClientInvitations, 'invitationOf'>;
}) {
  const { repo, users, reports, issues, disputes, audit } = deps;
  return {
    /** The admin's client card: score (or none), Active Issues, Pending Disputes (PENDING), Total Disputes; and those in progress. */
    async summary(userId: number): Promise<ClientSummary> {
      await users.profile(userId); // 404 for an unknown id
      const [report, issueList, disputeList] = await Promise.all([
        reports.latest(userId),
        issues.list(userId),
        disputes.list(userId),
      ]);
      const counts = countDisputes(disputeList);
      return {
        userId,
        creditScore: report?.creditScore ?? null,
        creditScoreSource: report?.source ?? null,
        activeIssues: issueList.filter((i) => i.status === 'ACTIVE').length,
        pendingDisputes: counts.awaitingMailing,
        inProgressDisputes: counts.inProgress,
        totalDisputes: counts.total,
      };
    },

    /** What was given when the client was onboarded, the SSN as its last 4 only, and the invitation. */
    async onboarding(userId: number): Promise<ClientOnboarding> {
      await users.profile(userId);
      const [details, invitation] = await Promise.all([
        repo.onboardingDetails(userId),
        deps.invitations.invitationOf(userId),
      ]);
      return {
        userId,
        phone: details?.phone ?? null,
        ssnLast4: details?.ssnLast4Sealed ? deps.secretBox.open(details.ssnLast4Sealed) : null,
        chosenPlanId: details?.chosenPlanId ?? null,
        creditIssues: details?.intakeCreditIssues ?? [],
        notes: details?.intakeNotes || null,
        invitation: { status: invitation.status, expiresAt: invitation.expiresAt?.toISOString() ?? null },
      };
    },

    /** The audit log about this person, newest first, with who did it and no secrets. */
    async activity(userId: number, limit: number): Promise<UserActivityEntry[]> {
      await users.profile(userId);
      const entries = await audit.listForSubject(userId, limit);
      const actorIds = [...new Set(entries.map((e) => e.actorId).filter((id): id is number => id !== null))];
      const names = await repo.namesByIds(actorIds);
      return entries.map((e) => ({
        id: e.id,
        action: e.action,
        actorName: e.actorId === null ? null : (names.get(e.actorId) ?? null),
        createdAt: e.createdAt.toISOString(),
        details: withoutSecrets(e.details),
      }));
    },
  };
}
export type ClientOverviewService = ReturnType<typeof createClientOverviewService>;
