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
 *
 * With `stored`, each count is also kept in the database, and a process that has none in memory yet
 * (it just started) answers its first request from the stored one, however old, while one recount
 * runs behind it: the figures carry when they were counted, so an old count is shown as such, and
 * nobody waits for a pass over the whole office because the server restarted.
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
  /** Where counts outlive the process; a failure to read or write it only costs a recount. */
  stored?: {
    load: () => Promise<{ figures: T; takenAt: Date } | undefined>;
    save: (figures: T, takenAt: Date) => Promise<void>;
  };
}) {
  const { count, timing, now, onBackgroundError, stored } = deps;
  let latest: { figures: T; takenAt: number } | undefined;
  let recount: Promise<T> | undefined;
  let loaded: Promise<void> | undefined;
  let saving: Promise<void> | undefined;

  /** Once per process: the stored count, if any, becomes the one in memory. */
  function loadStored(): Promise<void> {
    loaded ??= (stored?.load() ?? Promise.resolve(undefined))
      .then((found) => {
        if (found && !latest) latest = { figures: found.figures, takenAt: found.takenAt.getTime() };
        return found !== undefined;
      })
      .catch((err) => {
        onBackgroundError(err);
        return false;
      })
      .then((fromStore) => {
        // However old, it is answered once, while a recount runs if it is past its age.
        if (fromStore && latest && now().getTime() - latest.takenAt >= timing.maxAgeMs) {
          recountOnce().catch(onBackgroundError);
        }
      });
    return loaded;
  }

  function recountOnce(): Promise<T> {
    if (recount) return recount;
    const takenAt = now();
    recount = count(takenAt)
      .then((figures) => {
        latest = { figures, takenAt: takenAt.getTime() };
        saving = stored?.save(figures, takenAt).catch(onBackgroundError);
        return figures;
      })
      .finally(() => {
        recount = undefined;
      });
    return recount;
  }

  return {
    async read(options: { fresh?: boolean } = {}): Promise<T> {
      if (!loaded && stored) {
        await loadStored();
        if (latest && !options.fresh) return latest.figures;
      }
      if (!latest) return recountOnce();
      const age = now().getTime() - latest.takenAt;
      if (options.fresh ? age >= timing.freshAfterMs : age >= timing.waitAfterMs) return recountOnce();
      if (age >= timing.maxAgeMs) recountOnce().catch(onBackgroundError);
      return latest.figures;
    },
    /** Resolves once no recount is running (the app waits for it before closing the database). */
    async settled() {
      await loaded;
      await recount?.catch(() => {});
      await saving;
    },
  };
}
