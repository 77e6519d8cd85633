import { acrossOrganizations } from '../../db/organization-context';
import type { JobLock } from './job-lock';

/**
 * Runs `work` every `everyMs`, never overlapping itself in this process and, through `lock`, never
 * in two processes at once. The work still claims its rows (FOR UPDATE SKIP LOCKED or an idempotency
 * key), so the other process's later run finds them done and no row is done twice.
 */
export function startIntervalJob(opts: {
  name: string;
  everyMs: number;
  work: () => Promise<unknown>;
  lock: JobLock;
  log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void };
}) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      // A job works over every organization's clients; each row it writes keeps its own organization.
      const result = await acrossOrganizations('backgroundJob', () =>
        opts.lock.runAlone(opts.name, opts.work),
      );
      if (result === 'skipped') opts.log.info({ job: opts.name }, 'job skipped: another process runs it');
      else opts.log.info({ job: opts.name, result }, 'job run');
    } catch (err) {
      opts.log.error({ err, job: opts.name }, 'job failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), opts.everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer), runNow: tick };
}
