import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditLog } from './audit-log';

interface Impersonating {
  adminId: number;
  clientId: number;
}
const scope = new AsyncLocalStorage<Impersonating>();

/** Runs the rest of a 'Test as Client' request inside its scope, so what it audits names the admin. */
export const runImpersonating = (who: Impersonating, next: () => void) => scope.run(who, next);

/**
 * Whatever a service records while an admin tests as a client names both: the admin as the actor
 * (the services see the client as the signed-in user) and the client as the subject, with both in
 * the details, so no row says the client did what the admin did.
 */
export function auditNamingImpersonator(audit: AuditLog): AuditLog {
  return {
    listForSubject: (subjectUserId, limit) => audit.listForSubject(subjectUserId, limit),
    record(entry) {
      const who = scope.getStore();
      if (!who) return audit.record(entry);
      return audit.record({
        ...entry,
        actorId: who.adminId,
        subjectUserId: entry.subjectUserId ?? who.clientId,
        details: { ...entry.details, impersonation: { adminId: who.adminId, clientId: who.clientId } },
      });
    },
  };
}
