import { z } from 'zod';

/** A PDF the API answers as a download (`application/pdf`, `content-disposition: attachment`). */
export const pdfFile = z.instanceof(Uint8Array).describe('The PDF file, as a download');
