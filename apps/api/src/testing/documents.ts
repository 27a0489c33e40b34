import { crc32 } from 'node:zlib';

/** A PDF of about `size` bytes (a real header, padding in a comment). */
export function pdfBytes(size = 2_000): Buffer {
  const head = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%';
  const tail = '\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  return Buffer.from(head + 'x'.repeat(Math.max(0, size - head.length - tail.length)) + tail);
}

/** A minimal Word document: a zip (stored, not compressed) with the entries Word writes first. */
export function docxBytes(): Buffer {
  const entries: Array<[string, string]> = [
    [
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    ['word/document.xml', '<?xml version="1.0"?><w:document><w:body><w:p>Resume</w:p></w:body></w:document>'],
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A multipart file value for `sendForm`. */
export function upload(bytes: Buffer, filename: string, type = 'application/octet-stream'): [Blob, string] {
  return [new Blob([bytes], { type }), filename];
}
