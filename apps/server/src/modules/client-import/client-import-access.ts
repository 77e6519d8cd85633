import { teamCan } from '@app/contracts/team-roles';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { AppError } from '../../platform/errors';

// Who may bring clients in and take the list out: the team's roles decide (the Owner and Admins).

export const mayImportClients = (user: SessionUser) => teamCan(user, 'importClients');
export const mayExportClients = (user: SessionUser) => teamCan(user, 'exportClients');

export function assertMay(allowed: boolean) {
  if (!allowed) throw new AppError(403, 'FORBIDDEN', 'You do not have permission to do this');
}
