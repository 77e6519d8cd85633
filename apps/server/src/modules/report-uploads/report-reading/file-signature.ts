import type { ReportFileType } from '@app/contracts/report-uploads.contract';

/** The type a file really is, read from its first bytes (its name and claimed type are not trusted). */
export function fileTypeOf(bytes: Uint8Array): ReportFileType | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'PDF'; // %PDF-
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'PNG';
  if (starts([0xff, 0xd8, 0xff])) return 'JPEG';
  return null;
}

/** What the browser said the file is ("application/pdf", "image/jpeg", ".png", "JPG"), if it said. */
export function claimedFileType(fileType: string | undefined, fileName: string): ReportFileType | null {
  const claim = (fileType || fileName.split('.').pop() || '').toLowerCase();
  if (/pdf/.test(claim)) return 'PDF';
  if (/png/.test(claim)) return 'PNG';
  if (/jpe?g/.test(claim)) return 'JPEG';
  return null;
}
