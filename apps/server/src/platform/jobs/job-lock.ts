import pg from 'pg';
import { lockNamespaces } from '../../db/lock-keys';

/** Runs a job's work unless another process is running the same job right now. */
export interface JobLock {
  /** The work's result, or `skipped` when another process holds the job. */
  runAlone<T>(job: string, work: () => Promise<T>): Promise<T | 'skipped'>;
  close(): Promise<void>;
}

/** The embedded database belongs to one process: there is nobody to exclude. */
export const singleProcessJobLock: JobLock = {
  runAlone: (_job, work) => work(),
  close: async () => {},
};

/**
 * Several server processes on one PostgreSQL: each job holds a session advisory lock while it runs,
 * so a billing run (which charges cards before it records the invoice) never runs twice at once.
 * The rows a job works on are claimed as well, so a later run by the other process finds them done.
 * The locks live on a small pool of their own: work that needs the main pool can never wait on them.
 */
export function postgresJobLock(url: string): JobLock {
  const pool = new pg.Pool({ connectionString: url, max: 4, idleTimeoutMillis: 30_000 });
  pool.on('error', () => {});
  return {
    async runAlone(job, work) {
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ got: boolean }>(
          'select pg_try_advisory_lock($1, hashtext($2)) as got',
          [lockNamespaces.backgroundJob, job],
        );
        if (!rows[0]?.got) return 'skipped';
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1, hashtext($2))', [
            lockNamespaces.backgroundJob,
            job,
          ]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
