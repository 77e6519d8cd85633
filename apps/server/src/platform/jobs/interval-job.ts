/**
 * Runs `work` every `everyMs`, never overlapping itself in this process. Jobs that several
 * processes run must claim their rows (FOR UPDATE SKIP LOCKED) so no row is done twice.
 */
export function startIntervalJob(opts: {
  name: string;
  everyMs: number;
  work: () => Promise<unknown>;
  log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void };
}) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const result = await opts.work();
      opts.log.info({ job: opts.name, result }, 'job run');
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
