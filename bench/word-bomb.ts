// Word bomb bench: three read-only clients each upload a .docx of 4 to 10 MB whose one part inflates
// to gigabytes while its headers declare 100 bytes, all at once, to the built server (embedded PGlite).
// Reports the server's resident memory before, and its peak (sampled every 20 ms) until every reading has ended.
// Goal: a 10 MB upload of any kind never raises the server's RSS by more than 300 MB.
// Run: npm run build && npm run bench:word-bomb -w @app/bench
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateRawSync, constants as zlib } from 'node:zlib';
import { freePort } from '../apps/server/scripts/cluster/app-process';

const web = { 'x-requested-with': 'credit-repair-web', 'content-type': 'application/json' };

/** A deflate stream of `megabytes` MB of compressed data, each MB inflating to about 1 GB of spaces. */
function inflatingStream(megabytes: number) {
  // A sync-flushed piece with no history needs nothing before it: copies of it form a valid stream.
  const piece = deflateRawSync(Buffer.alloc(64 * 1024 * 1024, 0x20), { finishFlush: zlib.Z_SYNC_FLUSH });
  const copies = Math.ceil((megabytes * 1024 * 1024) / piece.length);
  return Buffer.concat([...Array.from({ length: copies }, () => piece), Buffer.from([0x03, 0x00])]);
}

/** A ZIP with the parts a .docx starts with; `word/document.xml` is the bomb, declared as 100 bytes. */
function lyingDocx(megabytes: number) {
  const parts: { name: string; data: Buffer; method: number; size: number }[] = [
    { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types/>'), method: 0, size: 0 },
    { name: 'word/document.xml', data: inflatingStream(megabytes), method: 8, size: 100 },
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const size = p.method === 0 ? p.data.length : p.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(p.method, 8);
    local.writeUInt32LE(p.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(p.method, 10);
    central.writeUInt32LE(p.data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, p.data);
    centrals.push(central, name);
    offset += 30 + name.length + p.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const memoryOf = (pid: number, field: 'VmRSS') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

let stopServer: (() => void) | undefined;

async function main() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['../apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'word-bomb-')),
      JOBS_ENABLED: 'false',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const pid = server.pid as number;
  stopServer = () => server.kill('SIGTERM');
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const signIn = async (email: string, password: string, loginType: string) => {
    const res = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: web,
      body: JSON.stringify({ email, password, loginType }),
    });
    if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    const { user, token } = (await res.json()) as { user: { id: number }; token: string };
    return { auth: `Bearer ${token}`, userId: user.id };
  };
  // Three uploads at once: the read-only demo client, the beta tester, and an admin into the client's vault.
  const client = await signIn('client@example.com', 'DemoClient#2026', 'client');
  const beta = await signIn('beta@example.com', 'DemoBeta#2026', 'client');
  const admin = await signIn('admin@example.com', 'DemoAdmin#2026', 'admin');
  const uploaders = [client, beta, { ...admin, userId: client.userId }];
  const sizes = [4, 7, 9.5];
  const bombs = sizes.map((mb) => lyingDocx(mb));
  // Settle the server's start before measuring.
  await new Promise((r) => setTimeout(r, 2_000));
  const before = memoryOf(pid, 'VmRSS');
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memoryOf(pid, 'VmRSS'));
  }, 20);
  const uploads = await Promise.all(
    bombs.map(async (bytes, i) => {
      const res = await fetch(`${url}/api/chat/upload`, {
        method: 'POST',
        headers: { ...web, authorization: uploaders[i]?.auth as string },
        body: JSON.stringify({
          userId: uploaders[i]?.userId,
          fileName: `letter-${i}.docx`,
          fileData: bytes.toString('base64'),
        }),
      });
      if (res.status !== 201) throw new Error(`upload ${i} failed: ${res.status} ${await res.text()}`);
      return {
        id: ((await res.json()) as { id: number }).id,
        uploader: uploaders[i] as { auth: string; userId: number },
      };
    }),
  );
  // Wait for each reading to end (DONE or FAILED).
  const statuses: string[] = [];
  for (const u of uploads) {
    for (;;) {
      const docs = (await (
        await fetch(`${url}/api/documents/search?userId=${u.uploader.userId}`, {
          headers: { authorization: u.uploader.auth },
        })
      ).json()) as {
        id: number;
        extractionStatus: string;
      }[];
      const doc = docs.find((d) => d.id === u.id);
      if (!doc) throw new Error(`document ${u.id} not listed: ${JSON.stringify(docs).slice(0, 300)}`);
      if (doc.extractionStatus !== 'PENDING') {
        statuses.push(doc.extractionStatus);
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  clearInterval(sampler);
  const alive = server.exitCode === null;
  server.kill('SIGTERM');
  console.log(
    [
      `bombs (compressed): ${bombs.map((b) => `${(b.length / 1024 / 1024).toFixed(1)} MB`).join(', ')}, uploaded at once by three clients`,
      `readings: ${statuses.join(', ')}; server still up: ${alive}`,
      `server RSS before: ${before.toFixed(0)} MB; peak: ${peak.toFixed(0)} MB; rise: +${(peak - before).toFixed(0)} MB (goal: at most +300 MB)`,
    ].join('\n'),
  );
}

try {
  await main();
} finally {
  stopServer?.();
}
