import { z } from 'zod';

/** A PDF the API answers as a download (`application/pdf`, `content-disposition: attachment`). */
export const pdfFile = z.instanceof(Uint8Array).describe('The PDF file, as a download');

/** A route that answers a Server-Sent Events stream (`event: change` when what it follows changed). */
export const eventStream = z.string().describe('A Server-Sent Events stream');

/** A CSV the API answers as a download (`text/csv`, `content-disposition: attachment`). */
export const csvFile = z.string().describe('The CSV file, as a download');
