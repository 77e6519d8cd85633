import {
  type AccessCode,
  accessCodeMessages,
  type createAccessCodeRequest,
} from '@app/contracts/beta-access.contract';
import type { BetaFeature } from '@app/contracts/beta-features';
import type { z } from 'zod';
import type { Transaction } from '../../db/transaction';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { Acting } from '../../platform/auth/request-origin';
import { AppError, badRequest, notFound } from '../../platform/errors';
import type { FeedbackService } from '../feedback/feedback.service';
import type { UsersService } from '../users/users.service';
import type { AccessCodeRow, BetaAccessRepository } from './beta-access.repository';

const codeProblem = (message: string) => badRequest(message, [{ field: 'accessCode', message }]);

function statusOf(row: AccessCodeRow, now: Date): AccessCode['status'] {
  if (row.revokedAt) return 'REVOKED';
  if (row.expiresAt && row.expiresAt <= now) return 'EXPIRED';
  if (row.maxRedemptions !== null && row.redemptionCount >= row.maxRedemptions) return 'USED_UP';
  return 'ACTIVE';
}

export function createBetaAccessService(deps: {
  repo: BetaAccessRepository;
  users: Pick<UsersService, 'grantFeaturesWithin' | 'countTestUsers'>;
  feedback: Pick<FeedbackService, 'counts'>;
  audit: Pick<AuditLog, 'record'>;
  now?: () => Date;
}) {
  const { repo, users, feedback, audit } = deps;
  const now = deps.now ?? (() => new Date());
  const toContract = (row: AccessCodeRow): AccessCode => ({
    id: row.id,
    accessCode: row.code,
    features: row.features,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    maxRedemptions: row.maxRedemptions,
    redemptionCount: row.redemptionCount,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: statusOf(row, now()),
    createdBy: row.createdById
      ? { id: row.createdById, name: `${row.creatorFirstName} ${row.creatorLastName}` }
      : null,
  });

  return {
    list: async (organizationId: number) => (await repo.list(organizationId)).map(toContract),

    async create(input: z.output<typeof createAccessCodeRequest>, actor: Acting) {
      const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
      if (expiresAt && expiresAt <= now()) {
        throw badRequest(accessCodeMessages.expiryPast, [
          { field: 'expiresAt', message: accessCodeMessages.expiryPast },
        ]);
      }
      const id = await repo.insert(
        {
          organizationId: actor.user.organizationId,
          code: input.accessCode,
          features: input.features,
          createdById: actor.user.id,
          expiresAt,
          maxRedemptions: input.maxRedemptions ?? null,
        },
        (tx, created) =>
          audit.record(
            {
              actorId: actor.user.id,
              action: 'access_code.created',
              targetType: 'access_code',
              targetId: created,
              origin: actor,
              details: { features: input.features, expiresAt: input.expiresAt ?? null },
            },
            tx,
          ),
      );
      if (id === 'duplicate') throw codeProblem(accessCodeMessages.duplicate);
      return toContract((await repo.byId(id)) as AccessCodeRow);
    },

    async revoke(id: number, actor: Acting) {
      const audited = (tx: Transaction) =>
        audit.record(
          {
            actorId: actor.user.id,
            action: 'access_code.revoked',
            targetType: 'access_code',
            targetId: id,
            origin: actor,
          },
          tx,
        );
      if (!(await repo.revoke(id, actor.user.organizationId, now(), audited))) throw notFound('Access code');
      return toContract((await repo.byId(id)) as AccessCodeRow);
    },

    /** One transaction: the code's use, the redemption, the features and the audit entry land together or not at all. */
    async redeem(code: string, actor: Acting) {
      const result = await repo.inTransaction(async (tx) => {
        // Only the codes the person's own organization handed out.
        const row = await repo.lockByCode(tx, code, actor.user.organizationId);
        if (!row) throw codeProblem(accessCodeMessages.notFound);
        if (row.revokedAt) throw codeProblem(accessCodeMessages.revoked);
        if (row.expiresAt && row.expiresAt <= now()) throw codeProblem(accessCodeMessages.expired);
        if (row.maxRedemptions !== null && row.redemptionCount >= row.maxRedemptions) {
          throw codeProblem(accessCodeMessages.usedUp);
        }
        if (!(await repo.addRedemption(tx, row.id, actor.user.id))) {
          throw new AppError(409, 'ALREADY_REDEEMED', accessCodeMessages.alreadyRedeemed, [
            { field: 'accessCode', message: accessCodeMessages.alreadyRedeemed },
          ]);
        }
        const features = await users.grantFeaturesWithin(tx, actor.user.id, row.features);
        const before = new Set<BetaFeature>(actor.user.features);
        const added = row.features.filter((f) => !before.has(f));
        await audit.record(
          {
            actorId: actor.user.id,
            action: 'access_code.redeemed',
            targetType: 'access_code',
            targetId: row.id,
            subjectUserId: actor.user.id,
            origin: actor,
            details: { added },
          },
          tx,
        );
        return { features, added };
      });
      return result;
    },

    async counts(organizationId: number) {
      const [testUsers, accessCodes, fb] = await Promise.all([
        users.countTestUsers(organizationId),
        repo.count(organizationId),
        feedback.counts(organizationId),
      ]);
      return { testUsers, accessCodes, feedbackItems: fb.items, bugReports: fb.bugReports };
    },
  };
}
export type BetaAccessService = ReturnType<typeof createBetaAccessService>;
