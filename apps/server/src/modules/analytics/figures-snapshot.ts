/*
 * The latest counted figures, kept in memory so a busy admin page does not recount the whole office
 * on every request (on the embedded database one count blocks every other query while it runs).
 *
 * - Younger than `maxAgeMs`: served as is.
 * - Older, but younger than `waitAfterMs`: served as is while one recount runs behind it
 *   (stale-while-revalidate), so under steady use no request waits for a count.
 * - None yet, or older than `waitAfterMs` (nobody looked for a while): the request waits for the
 *   recount rather than show figures that old.
 * - `fresh`: the request waits for a recount, unless the snapshot is younger than `freshAfterMs`
 *   (someone just counted), so a Refresh button held down cannot keep the database busy.
 * Recounts are single-flight: every request that needs one while it runs shares it. A failed
 * recount keeps the previous snapshot; the next request that needs one tries again.
 */

export interface SnapshotTiming {
  /** Served from memory while younger than this. */
  maxAgeMs: number;
  /** Older than this, a request waits for the recount instead of being served the old figures. */
  waitAfterMs: number;
  /** A `fresh` request recounts only if the snapshot is at least this old. */
  freshAfterMs: number;
}

export function createFiguresSnapshot<T>(deps: {
  /** Counts the figures; `takenAt` is when the count started (what the figures are "as of"). */
  count: (takenAt: Date) => Promise<T>;
  timing: SnapshotTiming;
  now: () => Date;
  /** A recount nobody waited for failed; the previous figures stay. */
  onBackgroundError: (err: unknown) => void;
}) {
  const { count, timing, now, onBackgroundError } = deps;
  let latest: { figures: T; takenAt: number } | undefined;
  let recount: Promise<T> | undefined;

  function recountOnce(): Promise<T> {
    if (recount) return recount;
    const takenAt = now();
    recount = count(takenAt)
      .then((figures) => {
        latest = { figures, takenAt: takenAt.getTime() };
        return figures;
      })
      .finally(() => {
        recount = undefined;
      });
    return recount;
  }

  return {
    async read(options: { fresh?: boolean } = {}): Promise<T> {
      if (!latest) return recountOnce();
      const age = now().getTime() - latest.takenAt;
      if (options.fresh ? age >= timing.freshAfterMs : age >= timing.waitAfterMs) return recountOnce();
      if (age >= timing.maxAgeMs) recountOnce().catch(onBackgroundError);
      return latest.figures;
    },
    /** Resolves once no recount is running (the app waits for it before closing the database). */
    async settled() {
      await recount?.catch(() => {});
    },
  };
}
