import type { FastifyReply } from 'fastify';

/** A header-safe name plus the exact one in RFC 5987 form. */
const disposition = (kind: 'inline' | 'attachment', fileName: string) =>
  `${kind}; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** Answers a stored file (a document, an uploaded report) to be viewed inline or downloaded. */
export function sendStored(
  reply: FastifyReply,
  kind: 'inline' | 'attachment',
  file: { fileName: string; contentType: string; bytes: Buffer },
) {
  return (
    reply
      .type(file.contentType)
      .header('content-disposition', disposition(kind, file.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      // Opened directly, the file runs no script and reaches nothing of ours.
      .header(
        'content-security-policy',
        "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'",
      )
      .send(file.bytes)
  );
}

/** Answers a PDF the server made (an invoice, a report, a complaint packet) as a download. */
export const sendPdf = (reply: FastifyReply, doc: { filename: string; bytes: Uint8Array }) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${doc.filename}"`)
    .send(doc.bytes);
