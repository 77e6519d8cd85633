import { deflateSync } from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer) {
  let c = 0xffffffff;
  for (const b of buf) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * A grayscale PNG of raw pixels (1 gray, 3 RGB or 4 RGBA channels per pixel): what OCR reads when a
 * PDF page is a scanned picture. Written here so that no image library is needed for it.
 */
export function grayPng(
  width: number,
  height: number,
  channels: number,
  pixels: Uint8Array | Uint8ClampedArray,
): Buffer {
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      const gray =
        channels >= 3
          ? Math.round(
              0.299 * (pixels[at] as number) +
                0.587 * (pixels[at + 1] as number) +
                0.114 * (pixels[at + 2] as number),
            )
          : (pixels[at] as number);
      // Transparent pixels are paper.
      raw[y * (width + 1) + 1 + x] = channels === 4 && (pixels[at + 3] as number) < 128 ? 255 : gray;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grayscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
