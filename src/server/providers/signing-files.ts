import path from 'node:path';

/**
 * Where a real lender adapter's document-signing identity lives in LENDER_SIGNING_DIR: the
 * certificate chain (signer first) and the PKCS #8 private key, both PEM.
 */
export function signingFiles(folder: string, lenderId: string) {
  return {
    chain: path.join(folder, `${lenderId}.chain.pem`),
    key: path.join(folder, `${lenderId}.key.pem`),
  };
}
