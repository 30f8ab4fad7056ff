import { webcrypto } from 'node:crypto';

type X509 = typeof import('@peculiar/x509');

let loaded: Promise<X509> | undefined;

/**
 * @peculiar/x509, ready to use, loaded the first time a document is signed: with its ASN.1
 * schemas it is the largest module the server loads, and nothing before the first signature
 * needs it, so a start no longer waits for it. Needs the Reflect metadata polyfill before it and
 * Node's Web Crypto as its engine (as ./x509.ts, which tests and tools import directly).
 */
export function loadX509(): Promise<X509> {
  loaded ??= (async () => {
    await import('reflect-metadata');
    const x509 = await import('@peculiar/x509');
    x509.cryptoProvider.set(webcrypto as Crypto);
    return x509;
  })();
  return loaded;
}
