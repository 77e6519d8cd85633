// A PostgreSQL instance of the bench's own (initdb in a temporary directory, its own port), so it
// can be stopped hard without touching the machine's shared server that other work uses.
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const binDir = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

/** initdb and pg_ctl refuse to run as root: as root, run them as the postgres account. */
function asOwner(): { prefix: string[]; uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return { prefix: [] };
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { prefix: ['runuser', '-u', 'postgres', '--'], uid, gid };
}

export interface OwnPostgres {
  url: (database?: string) => string;
  /** `pg_ctl stop -m immediate`: the server dies as in a power cut (no checkpoint, WAL replay on start). */
  stopImmediately: () => void;
  start: () => void;
  destroy: () => void;
}

export function createOwnPostgres(port: number): OwnPostgres {
  const owner = asOwner();
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-pg-'));
  if (owner.uid !== undefined) chownSync(dir, owner.uid, owner.gid as number);
  const dataDir = path.join(dir, 'data');
  const run = (tool: string, args: string[]) => {
    const [cmd, ...rest] = [...owner.prefix, path.join(binDir, tool), ...args] as [string, ...string[]];
    execFileSync(cmd, rest, { stdio: ['ignore', 'ignore', 'inherit'], cwd: dir });
  };
  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  const start = () =>
    run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-o',
      // Defaults otherwise (fsync on, synchronous_commit on): durability is what is measured.
      `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c max_connections=100`,
      'start',
    ]);
  start();
  return {
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stopImmediately: () => run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']),
    start,
    destroy: () => {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
