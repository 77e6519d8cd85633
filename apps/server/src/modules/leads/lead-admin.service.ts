import {
  type AdminLead,
  type adminLeadListQuery,
  leadAdminMessages,
  type UpdateLeadStatusRequest,
} from '@app/contracts/leads.contract';
import type { z } from 'zod';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { Acting } from '../../platform/auth/request-origin';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { decodePageCursor, encodePageCursor, isTimestampKey } from '../../platform/page-cursor';
import type { UsersService } from '../users/users.service';
import type { AdminLeadRow, LeadsRepository } from './leads.repository';

const toAdminLead = (r: NonNullable<AdminLeadRow>): AdminLead => ({
  ...r,
  submittedAt: r.submittedAt.toISOString(),
  statusChangedAt: r.statusChangedAt?.toISOString() ?? null,
  lastSubmittedAt: r.lastSubmittedAt?.toISOString() ?? null,
});

/** A cursor belongs to the lead list under one filter: it cannot be replayed under another. */
const leadCursorScope = (q: z.output<typeof adminLeadListQuery>) =>
  `leads:${JSON.stringify([q.status ?? '', q.q ?? ''])}`;

/** The admin's Leads list: follow each submission of the public form to a call and a client. */
export function createLeadAdminService(deps: {
  repo: LeadsRepository;
  users: Pick<UsersService, 'profileFor' | 'adoptLeadDetails'>;
  audit: Pick<AuditLog, 'record'>;
  now?: () => Date;
}) {
  const { repo, users, audit } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async listPage(organizationId: number, q: z.output<typeof adminLeadListQuery>) {
      const scope = leadCursorScope(q);
      const after = decodePageCursor(q.cursor, scope, isTimestampKey);
      const { items, hasMore, total } = await repo.listPage({ ...q, organizationId, after });
      const last = items.at(-1);
      return {
        items: items.map(({ activityKey: _key, ...r }) => toAdminLead(r)),
        total,
        page: q.page,
        pageSize: q.pageSize,
        nextCursor: hasMore && last ? encodePageCursor(scope, { key: last.activityKey, id: last.id }) : null,
      };
    },

    async changeStatus(id: number, change: UpdateLeadStatusRequest, actor: Acting) {
      const organizationId = actor.user.organizationId;
      const lead = await repo.find(id, organizationId);
      if (!lead) throw notFound('Lead');
      const convertedUserId = change.status === 'converted' ? change.convertedUserId : null;
      if (convertedUserId !== null) {
        // Only a client of the admin's own organization; anyone else is unknown here.
        await users.profileFor(actor.user, convertedUserId).catch((err: unknown) => {
          if (!(err instanceof AppError && err.statusCode === 404)) throw err;
          throw badRequest(leadAdminMessages.unknownClient, [
            { field: 'convertedUserId', message: leadAdminMessages.unknownClient },
          ]);
        });
      }
      await repo.inTransaction(async (tx) => {
        await repo.setStatus(tx, id, change.status, convertedUserId, now());
        await audit.record(
          {
            actorId: actor.user.id,
            action: change.status === 'converted' ? 'lead.converted' : 'lead.status_changed',
            targetType: 'lead',
            targetId: id,
            subjectUserId: convertedUserId,
            origin: actor,
            details: { from: lead.status, to: change.status },
          },
          tx,
        );
      });
      // What the person told the team stays with the client: their phone, the issues they chose
      // and their own words. Once per client, so converting again adds nothing twice.
      if (convertedUserId !== null && lead.convertedUserId !== convertedUserId) {
        await users.adoptLeadDetails(convertedUserId, {
          phone: lead.phone,
          creditIssues: lead.creditIssues,
          notes: lead.additionalDetails,
        });
      }
      return toAdminLead((await repo.find(id, organizationId)) ?? lead);
    },
  };
}
export type LeadAdminService = ReturnType<typeof createLeadAdminService>;
