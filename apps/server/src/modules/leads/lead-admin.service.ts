import {
  type AdminLead,
  type adminLeadListQuery,
  leadAdminMessages,
  type UpdateLeadStatusRequest,
} from '@app/contracts/leads.contract';
import type { z } from 'zod';
import type { AuditLog } from '../../platform/audit/audit-log';
import { AppError, badRequest, notFound } from '../../platform/errors';
import type { UsersService } from '../users/users.service';
import type { AdminLeadRow, LeadsRepository } from './leads.repository';

const toAdminLead = (r: NonNullable<AdminLeadRow>): AdminLead => ({
  ...r,
  submittedAt: r.submittedAt.toISOString(),
  statusChangedAt: r.statusChangedAt?.toISOString() ?? null,
  lastSubmittedAt: r.lastSubmittedAt?.toISOString() ?? null,
});

/** The admin's Leads list: follow each submission of the public form to a call and a client. */
export function createLeadAdminService(deps: {
  repo: LeadsRepository;
  users: Pick<UsersService, 'profile'>;
  audit: Pick<AuditLog, 'record'>;
  now?: () => Date;
}) {
  const { repo, users, audit } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async listPage(q: z.output<typeof adminLeadListQuery>) {
      const { items, total } = await repo.listPage(q);
      return { items: items.map(toAdminLead), total, page: q.page, pageSize: q.pageSize };
    },

    async changeStatus(id: number, change: UpdateLeadStatusRequest, actor: { id: number; ip: string }) {
      const lead = await repo.find(id);
      if (!lead) throw notFound('Lead');
      const convertedUserId = change.status === 'converted' ? change.convertedUserId : null;
      if (convertedUserId !== null) {
        await users.profile(convertedUserId).catch((err: unknown) => {
          if (!(err instanceof AppError && err.statusCode === 404)) throw err;
          throw badRequest(leadAdminMessages.unknownClient, [
            { field: 'convertedUserId', message: leadAdminMessages.unknownClient },
          ]);
        });
      }
      await repo.setStatus(id, change.status, convertedUserId, now());
      await audit.record({
        actorId: actor.id,
        action: change.status === 'converted' ? 'lead.converted' : 'lead.status_changed',
        targetType: 'lead',
        targetId: id,
        subjectUserId: convertedUserId,
        ip: actor.ip,
        details: { from: lead.status, to: change.status },
      });
      return toAdminLead((await repo.find(id)) ?? lead);
    },
  };
}
export type LeadAdminService = ReturnType<typeof createLeadAdminService>;
