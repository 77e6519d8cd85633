import type { TestDatabase } from './test-database';

/**
 * Runs `work` while the database refuses, after inserting it, every audit row of `action`: the way a
 * test proves that a change and its audit entry land together or not at all.
 */
export async function whileAuditOf(db: TestDatabase, action: string, work: () => Promise<void>) {
  await db.exec(`
    create or replace function fail_audit_of() returns trigger language plpgsql as $$
    begin
      if new.action = '${action}' then raise exception 'simulated failure of the audit insert'; end if;
      return new;
    end $$;
    create trigger fail_audit_of after insert on audit_log for each row execute function fail_audit_of();`);
  try {
    await work();
  } finally {
    await db.exec('drop trigger if exists fail_audit_of on audit_log');
  }
}
