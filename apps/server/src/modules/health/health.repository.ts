import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export const createHealthRepository = (db: Database) => ({
  ping: () => db.execute(sql`select 1`),
});
