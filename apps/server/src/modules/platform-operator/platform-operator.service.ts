import { describeAuditEntry } from '@app/contracts/audit-events';
import type { OrganizationBillingStatus } from '@app/contracts/organization-billing.contract';
import {
  type OperatorAccessHours,
  type OperatorAccessOverview,
  type OperatorOrganization,
  operatorMessages,
  platformOrganizationId,
} from '@app/contracts/platform-operator.contract';
import { teamCan } from '@app/contracts/team-roles';
import type { Transaction } from '../../db/transaction';
import type { AuditEntry, AuditLog } from '../../platform/audit/audit-log';
import type { Acting } from '../../platform/auth/request-origin';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors';
import type { PlatformOperatorRepository } from './platform-operator.repository';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * The platform operator's view of the organizations, and the grants that let it read one
 * organization's consumers for a while. Everything between the two organizations (a grant, each
 * opening under it, its expiry or revocation) is written to both organizations' audit logs.
 */
export function createPlatformOperatorService(deps: {
  repo: PlatformOperatorRepository;
  audit: Pick<AuditLog, 'record'>;
  timeZone: string;
  billingStatus: () => Promise<Map<number, OrganizationBillingStatus>>;
  now?: () => Date;
}) {
  const { repo, audit, timeZone } = deps;
  const now = deps.now ?? (() => new Date());

  /** One entry, written to the organization's log and to the platform's. */
  async function recordOnBothSides(organizationId: number, entry: AuditEntry, tx: Transaction) {
    await audit.record({ ...entry, organizationId }, tx);
    await audit.record({ ...entry, organizationId: platformOrganizationId }, tx);
  }

  /**
   * Grants that ran out since last looked at get their expiry recorded, once, in both logs. It reads
   * every organization, so it runs from the operator's own screens and the hourly job, never from a
   * company's reading of its own page.
   */
  async function recordExpiries() {
    const at = now();
    await repo.inTransaction(async (tx) => {
      for (const grant of await repo.claimExpiredGrantsAcrossOrganizations(at, tx)) {
        await recordOnBothSides(
          grant.organizationId,
          {
            actorId: null,
            action: 'operator_access.expired',
            targetType: 'organization',
            targetId: grant.organizationId,
            details: {
              organizationId: grant.organizationId,
              grantId: grant.id,
              expiredAt: grant.expiresAt.toISOString(),
            },
          },
          tx,
        );
      }
    });
  }

  async function organizationOrNotFound(id: number) {
    const found = await repo.findOrganization(id);
    if (!found) throw new AppError(404, 'NOT_FOUND', operatorMessages.noGrant);
    return found;
  }

  /** The live grant the operator reads under, with the opening recorded on both sides; else 404. */
  async function openUnderGrant(organizationId: number, opened: 'clients' | 'client', actor: Acting) {
    await recordExpiries();
    if (organizationId === platformOrganizationId)
      throw new AppError(404, 'NOT_FOUND', operatorMessages.noGrant);
    const grant = await repo.liveGrant(organizationId, now());
    if (!grant) throw new AppError(404, 'NOT_FOUND', operatorMessages.noGrant);
    await repo.inTransaction((tx) =>
      recordOnBothSides(
        organizationId,
        {
          actorId: actor.user.id,
          action: 'operator_access.used',
          targetType: 'organization',
          targetId: organizationId,
          origin: actor,
          details: { organizationId, grantId: grant.id, opened },
        },
        tx,
      ),
    );
    return grant;
  }

  async function setStatus(id: number, status: 'active' | 'suspended', actor: Acting) {
    if (id === platformOrganizationId) throw conflict(operatorMessages.ownOrganization);
    const found = await repo.findOrganization(id);
    if (!found) throw notFound('Organization');
    if (status === 'suspended' && found.status === 'suspended')
      throw conflict(operatorMessages.alreadySuspended);
    if (status === 'active' && found.status === 'active') throw conflict(operatorMessages.notSuspended);
    // Status, the end of every session of its people and the entry land together. Nothing is deleted.
    await repo.inTransaction(async (tx) => {
      await repo.setStatus(id, status, now(), tx);
      if (status === 'suspended') await repo.endSessionsOfOrganization(id, tx);
      await audit.record(
        {
          actorId: actor.user.id,
          action: status === 'suspended' ? 'organization.suspended' : 'organization.reinstated',
          targetType: 'organization',
          targetId: id,
          origin: actor,
          details: { organizationId: id, companyName: found.companyName },
        },
        tx,
      );
    });
  }

  /** Only an Owner of the organization grants or revokes the operator's access. */
  async function assertOwner(actor: Acting) {
    const organizationId = actor.user.organizationId;
    if (organizationId === platformOrganizationId) throw conflict(operatorMessages.notOperatorOrganization);
    if (!teamCan(actor.user, 'grantOperatorAccess')) {
      throw forbidden(operatorMessages.ownerOnly);
    }
    return organizationId;
  }

  return {
    recordExpiries,

    async listOrganizations(): Promise<OperatorOrganization[]> {
      await recordExpiries();
      const rows = await repo.organizationsAcrossPlatform(now(), timeZone);
      const billing = await deps.billingStatus();
      return rows.map((r) => ({
        billing: billing.get(r.id) ?? null,
        ...r,
        suspendedAt: iso(r.suspendedAt),
        createdAt: r.createdAt.toISOString(),
        accessUntil: r.id === platformOrganizationId ? null : iso(r.accessUntil),
      }));
    },

    suspend: (id: number, actor: Acting) => setStatus(id, 'suspended', actor),
    reinstate: (id: number, actor: Acting) => setStatus(id, 'active', actor),

    async clientsOf(organizationId: number, actor: Acting) {
      await organizationOrNotFound(organizationId);
      const grant = await openUnderGrant(organizationId, 'clients', actor);
      const clients = await repo.clientsOfOrganizationAcrossOrganizations(organizationId);
      return {
        accessUntil: grant.expiresAt.toISOString(),
        clients: clients.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
      };
    },

    async clientFileOf(organizationId: number, userId: number, actor: Acting) {
      await organizationOrNotFound(organizationId);
      const grant = await openUnderGrant(organizationId, 'client', actor);
      const file = await repo.clientFileAcrossOrganizations(organizationId, userId);
      if (!file) throw notFound('Client');
      return {
        accessUntil: grant.expiresAt.toISOString(),
        client: { ...file.client, createdAt: file.client.createdAt.toISOString() },
        latestScore: file.latestScore,
        openIssues: file.openIssues,
        letters: file.letters.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
      };
    },

    /** What an organization's admin sees of the operator's access: the grants and their uses. */
    async accessOverview(actor: Acting): Promise<OperatorAccessOverview> {
      const organizationId = actor.user.organizationId;
      const owner = await repo.ownerOf(organizationId);
      const t = now();
      const grants = await repo.grantsOf(organizationId);
      const entries = await repo.operatorAccessEntriesOf(organizationId);
      return {
        ownerName: owner ? `${owner.firstName} ${owner.lastName}` : null,
        youAreOwner: teamCan(actor.user, 'grantOperatorAccess'),
        grants: grants.map(({ grant, firstName, lastName }) => ({
          id: grant.id,
          grantedBy: `${firstName} ${lastName}`,
          hours: grant.hours,
          grantedAt: grant.grantedAt.toISOString(),
          expiresAt: grant.expiresAt.toISOString(),
          revokedAt: iso(grant.revokedAt),
          live: grant.revokedAt === null && grant.expiresAt > t,
        })),
        uses: entries.map((e) => {
          const actorName = e.firstName ? `${e.firstName} ${e.lastName}` : null;
          const words = describeAuditEntry(e.action, e.details as Record<string, unknown> | null, actorName);
          return {
            at: e.createdAt.toISOString(),
            words: words.detail ? `${words.title}: ${words.detail}` : words.title,
          };
        }),
      };
    },

    async grant(hours: OperatorAccessHours, actor: Acting) {
      const organizationId = await assertOwner(actor);
      const grantedAt = now();
      const expiresAt = new Date(grantedAt.getTime() + hours * 3_600_000);
      await repo.inTransaction(async (tx) => {
        const grant = await repo.insertGrant(
          { organizationId, grantedByUserId: actor.user.id, hours, grantedAt, expiresAt },
          tx,
        );
        await recordOnBothSides(
          organizationId,
          {
            actorId: actor.user.id,
            action: 'operator_access.granted',
            targetType: 'organization',
            targetId: organizationId,
            origin: actor,
            details: { organizationId, grantId: grant.id, hours, expiresAt: expiresAt.toISOString() },
          },
          tx,
        );
      });
    },

    async revoke(grantId: number, actor: Acting) {
      const organizationId = await assertOwner(actor);
      const grant = await repo.findGrant(grantId, organizationId);
      if (!grant) throw new AppError(404, 'NOT_FOUND', operatorMessages.grantNotFound);
      await repo.inTransaction(async (tx) => {
        if (!(await repo.revokeGrant(grantId, actor.user.id, now(), tx)))
          throw conflict(operatorMessages.grantEnded);
        await recordOnBothSides(
          organizationId,
          {
            actorId: actor.user.id,
            action: 'operator_access.revoked',
            targetType: 'organization',
            targetId: organizationId,
            origin: actor,
            details: { organizationId, grantId },
          },
          tx,
        );
      });
    },
  };
}
export type PlatformOperatorService = ReturnType<typeof createPlatformOperatorService>;
