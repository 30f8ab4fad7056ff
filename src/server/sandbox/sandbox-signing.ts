import { webcrypto } from 'node:crypto';
import type { X509Certificate } from '@peculiar/x509';
import { loadX509 } from '../crypto/x509-loader.js';
import type { DocumentSigning, LenderProfile, SigningIdentity } from '../providers/providers.js';

/**
 * The sandbox's certificate authority and a signing certificate for each sandbox lender, made
 * when first needed in this process. Every name in them says SANDBOX, so a sandbox document can
 * never pass for one a lender issued.
 */

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

interface Authority {
  certificate: X509Certificate;
  keys: CryptoKeyPair;
}

export class SandboxDocumentSigning implements DocumentSigning {
  #authority: Promise<Authority> | undefined;
  readonly #identities = new Map<string, Promise<SigningIdentity>>();

  constructor(private readonly now: () => Date) {}

  identityFor(lender: LenderProfile): Promise<SigningIdentity> {
    let identity = this.#identities.get(lender.id);
    if (!identity) {
      identity = this.#issue(lender);
      this.#identities.set(lender.id, identity);
    }
    return identity;
  }

  /** The root every sandbox signing certificate chains to. */
  authority(): Promise<Authority> {
    this.#authority ??= (async () => {
      const x509 = await loadX509();
      const keys = await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
      const notBefore = new Date(this.now().getTime() - 24 * 60 * 60 * 1000);
      const certificate = await x509.X509CertificateGenerator.createSelfSigned({
        serialNumber: randomSerial(),
        name: 'CN=Loan Documents SANDBOX Certificate Authority, O=Loan Documents SANDBOX, C=IN',
        notBefore,
        notAfter: new Date(notBefore.getTime() + 10 * YEAR_MS),
        keys,
        signingAlgorithm: ALGORITHM,
        extensions: [
          new x509.BasicConstraintsExtension(true, 0, true),
          new x509.KeyUsagesExtension(
            x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign,
            true,
          ),
          await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
        ],
      });
      return { certificate, keys };
    })();
    return this.#authority;
  }

  async #issue(lender: LenderProfile): Promise<SigningIdentity> {
    const authority = await this.authority();
    const x509 = await loadX509();
    const keys = await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
    const notBefore = new Date(this.now().getTime() - 24 * 60 * 60 * 1000);
    const certificate = await x509.X509CertificateGenerator.create({
      serialNumber: randomSerial(),
      subject: `CN=${escapeName(lender.name)} SANDBOX document signing, O=${escapeName(lender.name)} (SANDBOX), C=IN`,
      issuer: authority.certificate.subject,
      notBefore,
      notAfter: new Date(notBefore.getTime() + 3 * YEAR_MS),
      publicKey: keys.publicKey,
      signingKey: authority.keys.privateKey,
      signingAlgorithm: ALGORITHM,
      extensions: [
        new x509.BasicConstraintsExtension(false, undefined, true),
        new x509.KeyUsagesExtension(
          x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation,
          true,
        ),
        await x509.AuthorityKeyIdentifierExtension.create(authority.certificate),
        await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
      ],
    });
    return {
      certificateChain: [
        new Uint8Array(certificate.rawData),
        new Uint8Array(authority.certificate.rawData),
      ],
      privateKey: keys.privateKey,
      name: `${lender.name} (SANDBOX)`,
      location: lender.city,
      contactInfo: lender.grievance.email,
    };
  }
}

function randomSerial(): string {
  const bytes = webcrypto.getRandomValues(new Uint8Array(12));
  // A positive integer: the top bit clear.
  bytes[0] = (bytes[0] ?? 0) & 0x7f;
  return Buffer.from(bytes).toString('hex');
}

/** A distinguished-name value with its special characters escaped (RFC 4514). */
function escapeName(value: string): string {
  return value.replace(/[,+"\\<>;=#]/g, (character) => `\\${character}`);
}
