// The thread that reads vault documents (PDF text layers, OCR orchestration), so that a long PDF
// never holds the server's event loop: requests keep being answered while a file is read.
import { parentPort } from 'node:worker_threads';
import type { DocumentFileType } from '@app/contracts/documents.contract';
import { createReadingBudget } from '../report-uploads/report-reading/reading-budget';
import { readDocumentText } from './document-text';

export interface ReadRequest {
  id: number;
  bytes: Uint8Array;
  type: DocumentFileType;
  limitMs: number;
}

parentPort?.on('message', async (req: ReadRequest) => {
  const text = await readDocumentText(req.bytes, req.type, createReadingBudget(req.limitMs));
  parentPort?.postMessage({ id: req.id, text });
});
