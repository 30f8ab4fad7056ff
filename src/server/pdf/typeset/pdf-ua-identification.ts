/**
 * Typst exports one PDF standard at a time. Our documents are PDF/A-3a (tagged, archival) and
 * meet PDF/UA-1 too (Typst's own PDF/UA-1 checks pass on every template: see the tests), so this
 * adds what PDF/UA-1 asks a file to declare, in an incremental update as a signature is added:
 * the `pdfuaid:part` entry in the XMP metadata — with the extension schema PDF/A asks for a
 * namespace it does not predefine — and the viewer preference to show the title, not the file
 * name. Nothing Typst wrote is changed in place.
 */

const PDFUA_NAMESPACE = 'http://www.aiim.org/pdfua/ns/id/';

/** PDF/A-3 accepts XMP properties outside its predefined schemas only when described. */
const PDFUA_EXTENSION_SCHEMA =
  '<rdf:li rdf:parseType="Resource">' +
  '<pdfaSchema:schema>PDF/UA Universal Accessibility Schema</pdfaSchema:schema>' +
  `<pdfaSchema:namespaceURI>${PDFUA_NAMESPACE}</pdfaSchema:namespaceURI>` +
  '<pdfaSchema:prefix>pdfuaid</pdfaSchema:prefix>' +
  '<pdfaSchema:property><rdf:Seq><rdf:li rdf:parseType="Resource">' +
  '<pdfaProperty:category>internal</pdfaProperty:category>' +
  '<pdfaProperty:description>Indicates, which part of ISO 14289 standard is followed</pdfaProperty:description>' +
  '<pdfaProperty:name>part</pdfaProperty:name>' +
  '<pdfaProperty:valueType>Integer</pdfaProperty:valueType>' +
  '</rdf:li></rdf:Seq></pdfaSchema:property></rdf:li>';

function expectMatch(match: RegExpExecArray | null, what: string): RegExpExecArray {
  if (!match) throw new Error(`PDF/UA identification: ${what} not found`);
  return match;
}

/** The text between `N 0 obj` and `endobj` of an object Typst wrote uncompressed. */
function objectBody(text: string, number: string): string {
  const start = expectMatch(new RegExp(`\\n${number} 0 obj\\n`).exec(text), `object ${number}`);
  const from = start.index + start[0].length;
  const end = text.indexOf('\nendobj', from);
  if (end < 0) throw new Error(`PDF/UA identification: object ${number} has no end`);
  return text.slice(from, end);
}

function withPdfUaPart(xmp: string): string {
  if (xmp.includes('<pdfuaid:part>')) return xmp;
  return xmp
    .replace(' xmlns:pdfaid=', ` xmlns:pdfuaid="${PDFUA_NAMESPACE}"  xmlns:pdfaid=`)
    .replace(
      '<pdfaExtension:schemas><rdf:Bag>',
      `<pdfaExtension:schemas><rdf:Bag>${PDFUA_EXTENSION_SCHEMA}`,
    )
    .replace('<pdfaid:part>', '<pdfuaid:part>1</pdfuaid:part><pdfaid:part>');
}

function withTitleShown(catalog: string): string {
  if (/\/DisplayDocTitle\s+true/.test(catalog)) return catalog;
  if (catalog.includes('/ViewerPreferences <<')) {
    return catalog.replace(
      '/ViewerPreferences <<',
      '/ViewerPreferences <<\n    /DisplayDocTitle true',
    );
  }
  return catalog.replace(/>>\s*$/, '  /ViewerPreferences << /DisplayDocTitle true >>\n>>');
}

function xrefEntry(offset: number): string {
  return `${String(offset).padStart(10, '0')} 00000 n \n`;
}

/** `pdf` (Typst's PDF/A-3a output) declared PDF/UA-1 as well. */
export function declarePdfUa(pdf: Buffer): Buffer {
  const text = pdf.toString('latin1');
  const trailerAt = text.lastIndexOf('trailer');
  const trailer = text.slice(trailerAt);
  const root = expectMatch(/\/Root (\d+) 0 R/.exec(trailer), 'the catalog')[1] as string;
  const size = expectMatch(/\/Size (\d+)/.exec(trailer), 'the trailer size')[1] as string;
  const previous = expectMatch(/startxref\s+(\d+)/.exec(trailer), 'the cross-reference')[1];
  const info = /\/Info (\d+) 0 R/.exec(trailer)?.[1];
  const id = /\/ID \[[^\]]*\]/.exec(trailer)?.[0];

  const catalog = objectBody(text, root);
  const metadata = expectMatch(/\/Metadata (\d+) 0 R/.exec(catalog), 'the metadata')[1] as string;
  const packetStart = text.indexOf('<?xpacket begin');
  const packetEnd = text.indexOf('<?xpacket end="r"?>', packetStart);
  if (packetStart < 0 || packetEnd < 0) throw new Error('PDF/UA identification: no XMP packet');
  // The packet is UTF-8; read as Latin-1 each byte is one character, so it round-trips.
  const xmp = withPdfUaPart(text.slice(packetStart, packetEnd + '<?xpacket end="r"?>'.length));
  const xmpBytes = Buffer.from(xmp, 'latin1');

  let offset = pdf.length;
  const parts: Buffer[] = [];
  const append = (chunk: string | Buffer) => {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    parts.push(bytes);
    offset += bytes.length;
  };
  const entries = new Map<number, number>();

  append('\n');
  entries.set(Number(metadata), offset);
  append(
    `${metadata} 0 obj\n<<\n  /Type /Metadata\n  /Subtype /XML\n  /Length ${xmpBytes.length}\n>>\nstream\n`,
  );
  append(xmpBytes);
  append('\nendstream\nendobj\n');
  entries.set(Number(root), offset);
  append(`${root} 0 obj\n${withTitleShown(catalog)}\nendobj\n`);

  const xrefAt = offset;
  let xref = 'xref\n';
  for (const [number, at] of [...entries].sort(([a], [b]) => a - b)) {
    xref += `${number} 1\n${xrefEntry(at)}`;
  }
  append(xref);
  append(
    `trailer\n<<\n  /Size ${size}\n  /Root ${root} 0 R\n` +
      (info ? `  /Info ${info} 0 R\n` : '') +
      (id ? `  ${id}\n` : '') +
      `  /Prev ${previous}\n>>\nstartxref\n${xrefAt}\n%%EOF\n`,
  );
  return Buffer.concat([pdf, ...parts]);
}
