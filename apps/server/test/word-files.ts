import JSZip from 'jszip';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A minimal .docx package holding one paragraph per line, as Word writes them. */
export async function docxOf(lines: string[], extraParts: Record<string, Uint8Array | string> = {}) {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const paragraphs = lines.map(
    (l) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(l)}</w:t></w:r></w:p>`,
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs.join('')}</w:body></w:document>`,
  );
  for (const [name, content] of Object.entries(extraParts)) zip.file(name, content);
  // The fastest deflate level: the tests read the packages, they do not weigh them.
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 1 } });
}

/** Bombs are costly to deflate (tens of megabytes in JavaScript): each size is made once per process. */
const bombs = new Map<number, Promise<Buffer>>();

/** A .docx whose padding part inflates to `megabytes` MB of one letter: a classic ZIP bomb. */
export function docxBomb(megabytes: number) {
  let bomb = bombs.get(megabytes);
  if (!bomb) {
    bomb = docxOf(['Hello'], { 'word/padding.xml': 'A'.repeat(megabytes * 1024 * 1024) });
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
