/**
 * Typst exports one PDF standard at a time. Our documents are PDF/A-3a (tagged, archival) and
 * are made to meet PDF/UA-1 too, so pdf-file.ts adds what PDF/UA-1 asks a file to declare: the
 * `pdfuaid:part` entry in the XMP metadata — with the extension schema PDF/A asks for a
 * namespace it does not predefine — and the viewer preference to show the title, not the file
 * name.
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

/** The XMP packet with `pdfuaid:part 1` and its extension schema. */
export function withPdfUaPart(xmp: string): string {
  if (xmp.includes('<pdfuaid:part>')) return xmp;
  return xmp
    .replace(' xmlns:pdfaid=', ` xmlns:pdfuaid="${PDFUA_NAMESPACE}"  xmlns:pdfaid=`)
    .replace(
      '<pdfaExtension:schemas><rdf:Bag>',
      `<pdfaExtension:schemas><rdf:Bag>${PDFUA_EXTENSION_SCHEMA}`,
    )
    .replace('<pdfaid:part>', '<pdfuaid:part>1</pdfuaid:part><pdfaid:part>');
}

/** The catalog with the viewer preference to show the title. */
export function withTitleShown(catalog: string): string {
  if (/\/DisplayDocTitle\s+true/.test(catalog)) return catalog;
  if (catalog.includes('/ViewerPreferences <<')) {
    return catalog.replace(
      '/ViewerPreferences <<',
      '/ViewerPreferences <<\n    /DisplayDocTitle true',
    );
  }
  return catalog.replace(/>>\s*$/, '  /ViewerPreferences << /DisplayDocTitle true >>\n>>');
}
