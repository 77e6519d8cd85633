import { grayPng } from '../report-reading/gray-png';

// A 5x7 dot font (capitals, digits, the punctuation of a report): enough for OCR to read back.
const glyphs: Record<string, string> = {
  A: '01110100011000111111100011000110001',
  B: '11110100011000111110100011000111110',
  C: '01110100011000010000100001000101110',
  D: '11110100011000110001100011000111110',
  E: '11111100001000011110100001000011111',
  F: '11111100001000011110100001000010000',
  G: '01110100011000010111100011000101111',
  H: '10001100011000111111100011000110001',
  I: '01110001000010000100001000010001110',
  J: '00111000100001000010000101001001100',
  K: '10001100101010011000101001001010001',
  L: '10000100001000010000100001000011111',
  M: '10001110111010110101100011000110001',
  N: '10001100011100110101100111000110001',
  O: '01110100011000110001100011000101110',
  P: '11110100011000111110100001000010000',
  Q: '01110100011000110001101011001001101',
  R: '11110100011000111110101001001010001',
  S: '01111100001000001110000010000111110',
  T: '11111001000010000100001000010000100',
  U: '10001100011000110001100011000101110',
  V: '10001100011000110001100010101000100',
  W: '10001100011000110101101011010101010',
  X: '10001100010101000100010101000110001',
  Y: '10001100010101000100001000010000100',
  Z: '11111000010001000100010001000011111',
  '0': '01110100011000110001100011000101110',
  '1': '00100011000010000100001000010001110',
  '2': '01110100010000100010001000100011111',
  '3': '11111000100010000010000011000101110',
  '4': '00010001100101010010111110001000010',
  '5': '11111100001111000001000011000101110',
  '6': '00110010001000011110100011000101110',
  '7': '11111000010001000100010000100001000',
  '8': '01110100011000101110100011000101110',
  '9': '01110100011000101111000010001001100',
  ':': '00000011000110000000011000110000000',
  $: '00100011111010001110001011111000100',
  ',': '00000000000000000000011000010001000',
  '.': '00000000000000000000000000110001100',
  '*': '00000001001010101110101010010000000',
  '/': '00001000100001000100010000100010000',
  '-': '00000000000000011111000000000000000',
  ' ': '00000000000000000000000000000000000',
};

/** A grayscale PNG of the lines in the dot font, each dot `scale` pixels: a stand-in for a phone photo of a report. */
export function textToPng(lines: string[], scale = 4): Buffer {
  const margin = 8 * scale;
  const width = margin * 2 + Math.max(...lines.map((l) => l.length)) * 7 * scale;
  const height = margin * 2 + lines.length * 11 * scale;
  const pixels = Buffer.alloc(width * height, 255);
  lines.forEach((text, row) => {
    let col = 0;
    for (const ch of text.toUpperCase()) {
      const bits = (glyphs[ch] ?? glyphs[' ']) as string;
      for (let i = 0; i < 35; i++) {
        if (bits[i] !== '1') continue;
        const x0 = margin + (col + (i % 5)) * scale;
        const y0 = margin + (row * 11 + Math.floor(i / 5)) * scale;
        for (let dy = 0; dy < scale; dy++)
          pixels.fill(0, (y0 + dy) * width + x0, (y0 + dy) * width + x0 + scale);
      }
      // A space is narrower than a letter, as in print.
      col += ch === ' ' ? 4 : 7;
    }
  });
  // Soften the square dots a little, as ink and a camera would: OCR reads print, not mosaics.
  const soft = Buffer.alloc(pixels.length, 255);
  const r = Math.max(1, Math.floor(scale / 2));
  for (let y = r; y < height - r; y++) {
    for (let x = r; x < width - r; x++) {
      let sum = 0;
      for (let dy = -r; dy <= r; dy++)
        for (let dx = -r; dx <= r; dx++) sum += pixels[(y + dy) * width + x + dx] as number;
      soft[y * width + x] = Math.round(sum / (2 * r + 1) ** 2);
    }
  }
  return grayPng(width, height, 1, soft);
}
