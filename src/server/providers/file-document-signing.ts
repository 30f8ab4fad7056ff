import { webcrypto } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { loadX509 } from '../crypto/x509-loader.js';
import type { DocumentSigning, LenderProfile, SigningIdentity } from './providers.js';
import { signingFiles } from './signing-files.js';

/**
 * Each real lender adapter's signing identity, from a folder the operator provides:
 * `<lender id>.chain.pem` (the signing certificate first, then its issuers) and
 * `<lender id>.key.pem` (its PKCS #8 private key). Read once per lender.
 */

export class FileDocumentSigning implements DocumentSigning {
  readonly #identities = new Map<string, Promise<SigningIdentity>>();

  constructor(private readonly folder: string) {}

  identityFor(lender: LenderProfile): Promise<SigningIdentity> {
    let identity = this.#identities.get(lender.id);
    if (!identity) {
      identity = this.#read(lender);
      this.#identities.set(lender.id, identity);
    }
    return identity;
  }

  async #read(lender: LenderProfile): Promise<SigningIdentity> {
    const x509 = await loadX509();
    const files = signingFiles(this.folder, lender.id);
    const chain = x509.PemConverter.decode(await readFile(files.chain, 'utf8'));
    const [signer] = chain;
    if (!signer) throw new Error(`No certificate in ${files.chain}`);
    const certificate = new x509.X509Certificate(signer);
    const [keyDer] = x509.PemConverter.decode(await readFile(files.key, 'utf8'));
    if (!keyDer) throw new Error(`No private key in ${files.key}`);
    const algorithm = certificate.publicKey.algorithm as EcKeyImportParams | RsaHashedImportParams;
    const privateKey = await webcrypto.subtle.importKey(
      'pkcs8',
      keyDer,
      'namedCurve' in algorithm
        ? { name: 'ECDSA', namedCurve: algorithm.namedCurve }
        : { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    return {
      certificateChain: chain.map((der) => new Uint8Array(der)),
      privateKey,
      name: lender.name,
      location: lender.city,
      contactInfo: lender.grievance.email,
    };
  }
}
