import { letterHoldCodes, letterMailers } from '@app/contracts/letter-readiness';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { letterHoldSql, planMailerSql } from '../../db/letter-hold';
import { rowsOf } from '../../db/typed-sql';

const readinessRow = z.object({
  hold: z.enum(letterHoldCodes).nullable(),
  planMailer: z.enum(letterMailers).nullable(),
});

/** A client's readiness for letters: what holds them back, and who mails them on their plan. */
export function createLetterReadinessRepository(db: Database) {
  return {
    async of(userId: number, companyWork: boolean) {
      const [row] = await rowsOf(
        db,
        sql`select ${letterHoldSql(sql`${userId}::int`, sql`${companyWork}::boolean`)} as hold,
                   ${planMailerSql(sql`${userId}::int`)} as "planMailer"`,
        readinessRow,
      );
      return row ?? { hold: null, planMailer: null };
    },
  };
}
export type LetterReadinessRepository = ReturnType<typeof createLetterReadinessRepository>;
