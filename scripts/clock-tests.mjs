// The unit test files that read the clock, dates or time zones, per workspace: CI runs these again
// at 23:40 UTC on New Year's Eve in UTC+14 (faketime), so none depends on when or where it
// runs. The set is chosen by what each file says, so a new test that reads the clock cannot be left
// out; files that never mention a date, a timer or a zone are not run again.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const workspaces = ['packages/contracts', 'apps/server', 'apps/web'];

/** What a test that depends on the hour, the date or the zone has to say. */
export const readsTheClock =
  /\bDate\b|FakeTimers|SystemTime|advanceTimers|clock|\bnow\b|today|tomorrow|yesterday|toISOString|timeZone|\bTZ\b|Intl\.|\bdays?\b|\bmonths?\b|\byears?\b|\bhours?\b|\bminutes?\b|dayjs|date-fns/;

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** The clock-reading test files of a workspace, relative to it. */
export function clockTests(workspace) {
  const dir = path.join(root, workspace);
  return testFiles(path.join(dir, 'src'))
    .filter((file) => readsTheClock.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(dir, file))
    .sort();
}

export function allTests(workspace) {
  const dir = path.join(root, workspace);
  return testFiles(path.join(dir, 'src')).map((file) => path.relative(dir, file));
}
