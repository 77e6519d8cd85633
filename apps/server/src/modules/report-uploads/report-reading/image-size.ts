import { reportMaxImagePixels } from '@app/contracts/report-read-failures';
import { UnreadableReportError } from './report-read-errors';

/** A PNG's or JPEG's width and height from its header, without decoding its pixels; null when not found. */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length >= 24 && b.toString('latin1', 12, 16) === 'IHDR') {
    return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  }
  if (b[0] !== 0xff || b[1] !== 0xd8) return null;
  // JPEG: walk the markers to the first start-of-frame (SOF0–SOF15, not DHT, JPG or DAC).
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] as number;
    if (marker === 0xff) {
      at++;
      continue;
    }
    const length = b.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: b.readUInt16BE(at + 5), width: b.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/** Refuses an image whose pixels would take more memory and time than any page photo or scan needs. */
export function checkImageSize(bytes: Uint8Array): void {
  const size = imageSize(bytes);
  if (size && size.width * size.height > reportMaxImagePixels)
    throw new UnreadableReportError('IMAGE_TOO_LARGE');
}
