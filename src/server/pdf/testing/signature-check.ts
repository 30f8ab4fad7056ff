import { createHash, webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

/**
 * The signatures of a PDF, checked in JavaScript with the PKI libraries the product signs with:
 * where each signature's byte ranges are, whether they cover the whole file but the signature
 * itself, whether the CMS signature holds over those bytes, and who signed. What poppler's
 * pdfsig says, without needing poppler.
 */

pkijs.setEngine('node', new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as Crypto }));

export interface CheckedSignature {
  /** The byte ranges cover every byte of the file but the signature's own contents. */
  coversWholeFile: boolean;
  /** The digest of those bytes is the one signed, and the signature verifies with the signer's key. */
  valid: boolean;
  subFilter: string | null;
  signerCommonName: string | null;
}

const OID_COMMON_NAME = '2.5.4.3';

export async function checkSignatures(pdf: Uint8Array): Promise<CheckedSignature[]> {
  const file = Buffer.from(pdf);
  const text = file.toString('latin1');
  const checked: CheckedSignature[] = [];
  for (const match of text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)) {
    const [start, firstLength, second, secondLength] = match.slice(1, 5).map(Number) as [
      number,
      number,
      number,
      number,
    ];
    // The signature's contents sit between the two ranges, as <hex>.
    const gap = text.slice(start + firstLength, second);
    const hex = /^<([0-9A-Fa-f]*)>$/.exec(gap)?.[1];
    const coversWholeFile =
      start === 0 && second + secondLength === file.length && hex !== undefined;
    const signedBytes = Buffer.concat([
      file.subarray(start, start + firstLength),
      file.subarray(second, second + secondLength),
    ]);
    const dictionary = text.slice(Math.max(0, match.index - 2000), match.index + 2000);
    const subFilter = /\/SubFilter\s*\/([A-Za-z0-9.]+)/.exec(dictionary)?.[1] ?? null;
    checked.push({
      coversWholeFile,
      subFilter,
      ...(await verifyCms(hex ?? '', signedBytes)),
    });
  }
  return checked;
}

async function verifyCms(
  hex: string,
  signedBytes: Buffer,
): Promise<{ valid: boolean; signerCommonName: string | null }> {
  try {
    const asn = asn1js.fromBER(arrayBuffer(derOf(hex)));
    const contentInfo = new pkijs.ContentInfo({ schema: asn.result });
    const signedData = new pkijs.SignedData({ schema: contentInfo.content });
    const signer = signedData.certificates?.[0];
    const commonName =
      signer instanceof pkijs.Certificate
        ? (signer.subject.typesAndValues.find((entry) => entry.type === OID_COMMON_NAME)?.value
            .valueBlock.value as string | undefined)
        : undefined;
    const digestMatches = messageDigestOf(signedData)?.equals(
      createHash('sha256').update(signedBytes).digest(),
    );
    const verified = await signedData.verify({
      signer: 0,
      data: arrayBuffer(signedBytes),
      checkChain: false,
    });
    return {
      valid: digestMatches === true && verified === true,
      signerCommonName: commonName ?? null,
    };
  } catch {
    return { valid: false, signerCommonName: null };
  }
}

/**
 * The signature's DER, without the zero padding that fills the rest of /Contents. Its length is
 * read from its own header: trimming trailing "00"s would also cut a signature whose last byte is 0
 * (about one in 256).
 */
export function derOf(hex: string): Buffer {
  const padded = Buffer.from(hex, 'hex');
  if (padded.length < 2) return padded;
  const lengthByte = padded[1] as number;
  if (lengthByte < 0x80) return padded.subarray(0, 2 + lengthByte);
  const lengthOctets = lengthByte & 0x7f;
  let contentLength = 0;
  for (let index = 0; index < lengthOctets; index += 1) {
    contentLength = contentLength * 256 + (padded[2 + index] ?? 0);
  }
  return padded.subarray(0, 2 + lengthOctets + contentLength);
}

/** The message-digest attribute the signer signed (CAdES: the SHA-256 of the signed bytes). */
function messageDigestOf(signedData: pkijs.SignedData): Buffer | undefined {
  const attribute = signedData.signerInfos[0]?.signedAttrs?.attributes.find(
    (candidate) => candidate.type === '1.2.840.113549.1.9.4',
  );
  const value = attribute?.values[0] as asn1js.OctetString | undefined;
  return value ? Buffer.from(value.valueBlock.valueHexView) : undefined;
}

/** The bytes as an ArrayBuffer of their own (what the ASN.1 and CMS readers take). */
function arrayBuffer(bytes: Uint8Array): ArrayBuffer {
  const copy = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(copy).set(bytes);
  return copy;
}
