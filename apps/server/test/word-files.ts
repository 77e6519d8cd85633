import { constants, crc32, deflateRawSync } from 'node:zlib';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A part of a ZIP package, already deflated: its name, its deflated bytes, and what they inflate to. */
interface ZipPart {
  name: string;
  deflated: Buffer;
  crc: number;
  size: number;
}

const partOf = (name: string, content: Uint8Array | string): ZipPart => {
  const data = Buffer.from(content);
  return { name, deflated: deflateRawSync(data, { level: 1 }), crc: crc32(data), size: data.length };
};

/** A ZIP package of deflated parts, laid out as the format has it: local headers, then the directory. */
function zipOf(parts: ZipPart[]) {
  const chunks: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(8, 8); // deflated
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(part.crc, 14);
    local.writeUInt32LE(part.deflated.length, 18);
    local.writeUInt32LE(part.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt16LE(20, 6); // needed
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(part.crc, 16);
    central.writeUInt32LE(part.deflated.length, 20);
    central.writeUInt32LE(part.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    chunks.push(local, name, part.deflated);
    directory.push(central, name);
    offset += local.length + name.length + part.deflated.length;
  }
  const size = directory.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, ...directory, end]);
}

/** The parts of a minimal .docx holding one paragraph per line, as Word writes them. */
function docxParts(lines: string[]) {
  const paragraphs = lines.map(
    (l) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(l)}</w:t></w:r></w:p>`,
  );
  return [
    partOf(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    partOf(
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    partOf(
      'word/document.xml',
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs.join('')}</w:body></w:document>`,
    ),
  ];
}

/** A minimal .docx package holding one paragraph per line, as Word writes them. */
export async function docxOf(lines: string[]) {
  return zipOf(docxParts(lines));
}

/**
 * `megabytes` MB of one letter, deflated without deflating them all: one megabyte is deflated and
 * flushed to a byte boundary (a block that ends no stream and refers to nothing before it), that
 * block is repeated, and an empty final block closes the stream. Inflating it gives every byte.
 */
function oneLetterDeflated(megabytes: number): ZipPart {
  const megabyte = Buffer.alloc(1024 * 1024, 'A');
  const block = deflateRawSync(megabyte, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  let crc = 0;
  for (let i = 0; i < megabytes; i++) crc = crc32(megabyte, crc);
  const last = deflateRawSync(Buffer.alloc(0));
  const deflated = Buffer.concat([...Array.from({ length: megabytes }, () => block), last]);
  return { name: 'word/padding.xml', deflated, crc, size: megabytes * 1024 * 1024 };
}

/** Bombs are made once per size and process. */
const bombs = new Map<number, Promise<Buffer>>();

/** A .docx whose padding part inflates to `megabytes` MB of one letter: a classic ZIP bomb. */
export function docxBomb(megabytes: number) {
  let bomb = bombs.get(megabytes);
  if (!bomb) {
    bomb = Promise.resolve(zipOf([...docxParts(['Hello']), oneLetterDeflated(megabytes)]));
    bombs.set(megabytes, bomb);
  }
  return bomb;
}

/**
 * A ZIP bomb whose headers lie: each part declares it unpacks to 100 bytes while the padding part
 * inflates to `megabytes` MB. A check that trusts the declared sizes lets it through.
 */
export async function lyingDocxBomb(megabytes: number) {
  const zip = Buffer.from(await docxBomb(megabytes));
  for (let at = 0; at + 4 <= zip.length; at++) {
    const signature = zip.readUInt32LE(at);
    // Deflated parts only (method 8). Local file header: method at +8, uncompressed size at +22;
    // central directory header: method at +10, uncompressed size at +24.
    if (signature === 0x04034b50 && zip.readUInt16LE(at + 8) === 8) zip.writeUInt32LE(100, at + 22);
    else if (signature === 0x02014b50 && zip.readUInt16LE(at + 10) === 8) zip.writeUInt32LE(100, at + 24);
  }
  return zip;
}
