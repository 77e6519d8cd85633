// Compares two V8 heap snapshots (the soak's SOAK_HEAP_SNAPSHOT_DIR writes one after the warm-up and
// one at the end): objects and bytes by constructor, largest growth first. Something that grows per
// request (a map without bounds, listeners, buffers) shows as a count that rises with the requests.
// `npx tsx bench/heap-diff.ts before.heapsnapshot after.heapsnapshot [rows]`
import { readFileSync } from 'node:fs';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

/** Count and self size of the live objects, by constructor (or by kind for strings, code, arrays...). */
function byConstructor(file: string) {
  const snap = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const fields = snap.snapshot.meta.node_fields;
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const types = snap.snapshot.meta.node_types[0];
  const groups = new Map<string, { count: number; bytes: number }>();
  let total = 0;
  for (let i = 0; i < snap.nodes.length; i += width) {
    const type = types[snap.nodes[i + typeAt] as number] as string;
    const name = snap.strings[snap.nodes[i + nameAt] as number] as string;
    const key = type === 'object' || type === 'closure' ? `${name} (${type})` : `(${type})`;
    const size = snap.nodes[i + sizeAt] as number;
    const g = groups.get(key) ?? { count: 0, bytes: 0 };
    g.count++;
    g.bytes += size;
    total += size;
    groups.set(key, g);
  }
  return { groups, total };
}

const [beforeFile, afterFile, rows = '30'] = process.argv.slice(2);
if (!beforeFile || !afterFile)
  throw new Error('usage: heap-diff.ts before.heapsnapshot after.heapsnapshot [rows]');
const before = byConstructor(beforeFile);
const after = byConstructor(afterFile);
const kb = (b: number) => `${(b / 1024).toFixed(0)} kB`;
console.log(`live objects' self size: ${kb(before.total)} -> ${kb(after.total)}`);
const keys = new Set([...before.groups.keys(), ...after.groups.keys()]);
const diff = [...keys]
  .map((k) => {
    const b = before.groups.get(k) ?? { count: 0, bytes: 0 };
    const a = after.groups.get(k) ?? { count: 0, bytes: 0 };
    return { k, b, a, grew: a.bytes - b.bytes };
  })
  .sort((x, y) => y.grew - x.grew)
  .slice(0, Number(rows));
for (const d of diff)
  console.log(
    `${d.k.slice(0, 60).padEnd(60)} ${String(d.b.count).padStart(8)} -> ${String(d.a.count).padStart(8)} objects  ${kb(d.b.bytes).padStart(10)} -> ${kb(d.a.bytes).padStart(10)}  (${d.grew >= 0 ? '+' : ''}${kb(d.grew)})`,
  );
