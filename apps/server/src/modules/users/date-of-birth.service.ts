import type { DateOfBirthOnFile } from '@app/contracts/users.contract';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { RequestOrigin } from '../../platform/auth/request-origin';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import type { SecretBox } from '../../platform/crypto/secret-box';
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
    /** Self or admin; anyone else's id answers 404. */
    async read(viewer: SessionUser, userId: number): Promise<DateOfBirthOnFile> {
      await users.profileFor(viewer, userId);
      return { dateOfBirth: await dateOfBirthOf(userId) };
    },
    /** Sets or (with null) removes it; the audit says who changed it, never the date itself. */
    async change(viewer: SessionUser, userId: number, dateOfBirth: string | null, origin: RequestOrigin) {
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
      return { dateOfBirth };
    },
  };
}
export type DateOfBirthService = ReturnType<typeof createDateOfBirthService>;
