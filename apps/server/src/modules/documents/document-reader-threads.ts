import { Worker } from 'node:worker_threads';
import type { DocumentFileType } from '@app/contracts/documents.contract';
import type { ReadRequest } from './document-reader.worker';
import type { DocumentText } from './document-text';

/** Built: dist/document-reader.worker.js beside main.js; from source (tests, tsx): the .ts, through tsx. */
const fromSource = import.meta.url.endsWith('.ts');
const workerFile = new URL(`./document-reader.worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);

/** A reading the worker did not finish in time (a PDF that hangs the reader) ends with the worker. */
const graceMs = 5_000;
const unread: DocumentText = { status: 'FAILED', text: '', via: null };

/**
 * A reading thread's JavaScript heap is capped: a document that would take more ends that thread
 * (its reading is marked unreadable) instead of swelling the server.
 */
const readerResourceLimits = { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 32 };

/**
 * Reads documents in worker threads, one reading per thread at a time: the reading queue decides how
 * many run at once. A thread is started on first use and kept; one that fails or hangs is replaced.
 */
export function createDocumentReaderThreads() {
  const idle: Worker[] = [];
  const busy = new Set<Worker>();
  let nextId = 0;
  let readings = 0;

  // From source the worker's TypeScript goes through tsx (a development dependency, as for `npm run dev`).
  const start = () => {
    const worker = fromSource
      ? new Worker(
          `import('tsx/esm/api').then((tsx) => tsx.tsImport(${JSON.stringify(workerFile.href)}, ${JSON.stringify(workerFile.href)}))`,
          { eval: true, resourceLimits: readerResourceLimits },
        )
      : new Worker(workerFile, { resourceLimits: readerResourceLimits });
    // A thread that fails while waiting (or after its reading was given up) is dropped, never an
    // unhandled 'error' that would end the server.
    worker.on('error', () => {
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
    });
    return worker;
  };

  async function read(bytes: Uint8Array, type: DocumentFileType, limitMs: number): Promise<DocumentText> {
    const worker = idle.pop() ?? start();
    // A waiting thread does not keep the process alive; one at work does.
    worker.ref();
    busy.add(worker);
    const id = nextId++;
    let healthy = true;
    try {
      return await new Promise<DocumentText>((resolve) => {
        const done = (text: DocumentText, keep: boolean) => {
          clearTimeout(timer);
          worker.off('message', onMessage);
          worker.off('error', onFailure);
          worker.off('exit', onFailure);
          healthy = keep;
          resolve(text);
        };
        const onMessage = (m: { id: number; text: DocumentText }) => {
          if (m.id === id) done(m.text, true);
        };
        const onFailure = () => done(unread, false);
        const timer = setTimeout(() => done(unread, false), limitMs + graceMs);
        worker.on('message', onMessage);
        worker.once('error', onFailure);
        worker.once('exit', onFailure);
        const req: ReadRequest = { id, bytes, type, limitMs };
        worker.postMessage(req);
      });
    } finally {
      busy.delete(worker);
      readings++;
      if (healthy) {
        worker.unref();
        idle.push(worker);
      } else void worker.terminate();
    }
  }

  return {
    read,
    /** Readings done in a worker thread so far (tests: the thread path is the one taken). */
    readings: () => readings,
    async close() {
      await Promise.all([...idle, ...busy].map((w) => w.terminate()));
      idle.length = 0;
      busy.clear();
    },
  };
}
