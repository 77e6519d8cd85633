import { neverSeesSensitive } from '@app/contracts/team-roles';
import type { DateOfBirthOnFile } from '@app/contracts/users.contract';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { RequestOrigin } from '../../platform/auth/request-origin';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { notFound } from '../../platform/errors';
import type { UsersRepository } from './users.repository';
import type { UsersService } from './users.service';

/**
 * A person's date of birth: personal data, so it is sealed at rest, kept out of the profile's
 * answer, shown only to the person and their specialist, and compared with uploaded reports.
 */
export function createDateOfBirthService(deps: {
  repo: Pick<UsersRepository, 'sealedDateOfBirth' | 'setSealedDateOfBirth' | 'inTransaction'>;
  users: Pick<UsersService, 'profileFor'>;
  secretBox: SecretBox;
  audit: Pick<AuditLog, 'record'>;
}) {
  const { repo, users, secretBox, audit } = deps;
  async function dateOfBirthOf(userId: number): Promise<string | null> {
    const sealed = await repo.sealedDateOfBirth(userId);
    return sealed ? secretBox.open(sealed) : null;
  }
  return {
    /** For the identity check of an uploaded report; never sent to anyone but an admin or the person. */
    dateOfBirthOf,
    sealDateOfBirth: (isoDay: string) => secretBox.seal(isoDay),
    /**
     * Self, or a team member whose role may see a client's sensitive data (never a processor or
     * salesperson; anyone else's id answers 404). Only the person reads the date here: a
     * professional learns whether one is on file, and reveals it with a reason.
     */
    async read(viewer: SessionUser, userId: number): Promise<DateOfBirthOnFile> {
      if (viewer.id !== userId && neverSeesSensitive(viewer)) throw notFound('User');
      await users.profileFor(viewer, userId);
      if (viewer.id !== userId) {
        return { dateOfBirth: null, hidden: (await repo.sealedDateOfBirth(userId)) !== null };
      }
      return { dateOfBirth: await dateOfBirthOf(userId), hidden: false };
    },
    /** Sets or (with null) removes it; the audit says who changed it, never the date itself. */
    async change(viewer: SessionUser, userId: number, dateOfBirth: string | null, origin: RequestOrigin) {
      if (viewer.id !== userId && neverSeesSensitive(viewer)) throw notFound('User');
      await users.profileFor(viewer, userId);
      await repo.inTransaction(async (tx) => {
        await repo.setSealedDateOfBirth(tx, userId, dateOfBirth ? secretBox.seal(dateOfBirth) : null);
        await audit.record(
          {
            actorId: viewer.id,
            action: 'user.date_of_birth_changed',
            targetType: 'user',
            targetId: userId,
            subjectUserId: userId,
            origin,
            details: { removed: dateOfBirth === null },
          },
          tx,
        );
      });
      return { dateOfBirth, hidden: false };
    },
  };
}
export type DateOfBirthService = ReturnType<typeof createDateOfBirthService>;
