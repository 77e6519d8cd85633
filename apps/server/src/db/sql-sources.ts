import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fillSqlRules } from './sql-rules';

/**
 * Today's SQL functions, views and triggers, one source file each (triggers grouped by what they
 * keep), applied after the migrations like repeatable migrations: each file is idempotent (CREATE OR
 * REPLACE FUNCTION / VIEW; DROP TRIGGER IF EXISTS then CREATE TRIGGER), and a file is run again only
 * when its text, with the rules written in, has changed. Functions come first (triggers name them),
 * then views, then triggers; by file name within each.
 */
const sqlSourceKinds = ['functions', 'views', 'triggers'] as const;

export interface SqlSource {
  /** Relative to the sources folder: `functions/client_summary_figures.sql`. */
  file: string;
  /** The text as applied: placeholders written from the contracts and the lock registry. */
  text: string;
  hash: string;
}

export function readSqlSources(folder: string): SqlSource[] {
  return sqlSourceKinds.flatMap((kind) => {
    const dir = path.join(folder, kind);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .map((f) => {
        const file = `${kind}/${f}`;
        const text = fillSqlRules(readFileSync(path.join(dir, f), 'utf8'), file);
        return { file, text, hash: createHash('sha256').update(text).digest('hex') };
      });
  });
}

/** The statements that run the sources, over one connection (or transaction) of the caller's. */
export interface SqlSourceRunner {
  /** Several statements in one string, no parameters. */
  exec(text: string): Promise<void>;
  hashes(): Promise<Map<string, string>>;
  record(source: SqlSource): Promise<void>;
}

/** Applies the sources whose text changed since last applied; answers the files it ran. */
export async function applySqlSources(runner: SqlSourceRunner, sources: SqlSource[]): Promise<string[]> {
  await runner.exec(`create table if not exists sql_source_hashes (
    file text primary key, hash text not null, applied_at timestamptz not null default now())`);
  const applied = await runner.hashes();
  const ran: string[] = [];
  for (const source of sources) {
    if (applied.get(source.file) === source.hash) continue;
    await runner.exec(source.text);
    await runner.record(source);
    ran.push(source.file);
  }
  return ran;
}
