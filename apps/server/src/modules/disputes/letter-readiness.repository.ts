import type { LetterHoldCode, LetterMailer } from '@app/contracts/letter-readiness';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { letterHoldSql, planMailerSql } from '../../db/letter-hold';

/** A client's readiness for letters: what holds them back, and who mails them on their plan. */
export function createLetterReadinessRepository(db: Database) {
  return {
    async of(userId: number, companyWork: boolean) {
      const rows = (await db.execute(
        sql`select ${letterHoldSql(sql`${userId}::int`, sql`${companyWork}::boolean`)} as hold,
                   ${planMailerSql(sql`${userId}::int`)} as "planMailer"`,
      )) as unknown as { rows: { hold: LetterHoldCode | null; planMailer: LetterMailer | null }[] };
      return rows.rows[0] ?? { hold: null, planMailer: null };
    },
  };
}
export type LetterReadinessRepository = ReturnType<typeof createLetterReadinessRepository>;
