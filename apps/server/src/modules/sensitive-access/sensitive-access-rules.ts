import { teamCan } from '@app/contracts/team-roles';
import type { SessionUser } from '../../platform/auth/sessions.repository';

// Who may see a client's full sensitive data, and who reads the log of those views: the team's
// roles decide (Owner, Admin and a client's own Specialist reveal; the Owner reads the log).

/** Reveal a full SSN, date of birth, account number or monitoring credential. */
export const mayRevealSensitive = (user: SessionUser) => teamCan(user, 'revealSensitive');
/** Read the Sensitive access log of the whole office. */
export const mayViewSensitiveLog = (user: SessionUser) => teamCan(user, 'viewSensitiveLog');
