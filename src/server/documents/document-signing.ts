import { createHash, webcrypto } from 'node:crypto';
import { SignPdf } from '@signpdf/signpdf';
import { Signer } from '@signpdf/utils';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { SignatureField } from '../pdf/typeset/pdf-file.js';
import type { SigningIdentity } from '../providers/providers.js';

/**
 * Digital signatures on every PDF, PAdES baseline B: an incremental update adds a signature
 * field whose CMS signature (ETSI.CAdES.detached) covers the whole file but the signature
 * itself, with the signed attributes PAdES asks for — content type, message digest and the
 * signing certificate (ESS signing-certificate-v2) — and no signing time inside the CMS (it is
 * in the signature dictionary). Any change to the signed bytes breaks the signature.
 *
 * The field is written with the file (pdf-file.ts); @signpdf fills in its byte ranges; the CMS
 * structure and its RSA/ECDSA signature come from PKI.js over Node's Web Crypto.
 */

pkijs.setEngine('node', new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as Crypto }));

const OID_DATA = '1.2.840.113549.1.7.1';
const OID_SIGNED_DATA = '1.2.840.113549.1.7.2';
const OID_CONTENT_TYPE = '1.2.840.113549.1.9.3';
const OID_MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
const OID_SIGNING_CERTIFICATE_V2 = '1.2.840.113549.1.9.16.2.47';

/**
 * The signature field a document is typeset with, for `identity` to sign at `signingTime`: the
 * file is written with it (pdf-file.ts), so signing only fills in its placeholder.
 */
export function signatureFieldFor(identity: SigningIdentity, signingTime: Date): SignatureField {
  return {
    name: identity.name,
    reason: `Issued by ${identity.name}`,
    location: identity.location,
    contactInfo: identity.contactInfo,
    signingTime: signingTime.toISOString(),
  };
}

/** Signs a typeset PDF that carries an empty signature field, as `identity`; returns the signed file. */
export async function signPdf(
  pdf: Buffer,
  identity: SigningIdentity,
  signingTime: Date,
): Promise<Buffer> {
  return new SignPdf().sign(pdf, new CadesSigner(identity), signingTime);
}

/** The CMS signature of @signpdf's byte ranges, CAdES-detached. */
class CadesSigner extends Signer {
  constructor(private readonly identity: SigningIdentity) {
    super();
  }

  override async sign(content: Buffer): Promise<Buffer> {
    const [signerDer] = this.identity.certificateChain;
    if (!signerDer) throw new Error('a signing identity needs its certificate');
    const certificates = parsedChain(this.identity);
    const signer = certificates[0] as pkijs.Certificate;

    const signedData = new pkijs.SignedData({
      version: 1,
      encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID_DATA }),
      signerInfos: [
        new pkijs.SignerInfo({
          version: 1,
          sid: new pkijs.IssuerAndSerialNumber({
            issuer: signer.issuer,
            serialNumber: signer.serialNumber,
          }),
          signedAttrs: new pkijs.SignedAndUnsignedAttributes({
            type: 0,
            attributes: [
              attribute(OID_CONTENT_TYPE, new asn1js.ObjectIdentifier({ value: OID_DATA })),
              attribute(OID_MESSAGE_DIGEST, new asn1js.OctetString({ valueHex: sha256(content) })),
              attribute(OID_SIGNING_CERTIFICATE_V2, signingCertificateV2(signerDer)),
            ],
          }),
        }),
      ],
      certificates,
    });
    await signedData.sign(this.identity.privateKey, 0, 'SHA-256');
    const contentInfo = new pkijs.ContentInfo({
      contentType: OID_SIGNED_DATA,
      content: signedData.toSchema(true),
    });
    return Buffer.from(contentInfo.toSchema().toBER(false));
  }
}

/**
 * An identity's certificates, parsed once: parsing the chain was 0.6 ms of a signature's 1.5 ms,
 * for every document. The parsed certificates are only read when a signature is built.
 */
const parsedChains = new WeakMap<SigningIdentity, pkijs.Certificate[]>();

function parsedChain(identity: SigningIdentity): pkijs.Certificate[] {
  let chain = parsedChains.get(identity);
  if (!chain) {
    chain = identity.certificateChain.map((der) => pkijs.Certificate.fromBER(arrayBuffer(der)));
    parsedChains.set(identity, chain);
  }
  return chain;
}

function attribute(type: string, value: asn1js.AsnType): pkijs.Attribute {
  return new pkijs.Attribute({ type, values: [value] });
}

/**
 * ESS SigningCertificateV2 naming the signer's certificate by its SHA-256 hash (SHA-256 is the
 * default hash algorithm, so it is left out).
 */
function signingCertificateV2(certificateDer: Uint8Array): asn1js.Sequence {
  const essCertIdV2 = new asn1js.Sequence({
    value: [new asn1js.OctetString({ valueHex: sha256(certificateDer) })],
  });
  return new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertIdV2] })] });
}

function sha256(data: Uint8Array): ArrayBuffer {
  return arrayBuffer(createHash('sha256').update(data).digest());
}

/** The bytes as an ArrayBuffer of their own (what ASN.1 readers take). */
function arrayBuffer(bytes: Uint8Array): ArrayBuffer {
  const copy = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(copy).set(bytes);
  return copy;
}

/** The SHA-256 of a file as hex, as the public verification page compares it. */
export function fileSha256(file: Uint8Array): string {
  return createHash('sha256').update(file).digest('hex');
}
