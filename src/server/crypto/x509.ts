import 'reflect-metadata';
import { webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';

/**
 * @peculiar/x509, ready to use: it needs the Reflect metadata polyfill loaded before it, and
 * Node's Web Crypto as its engine. Import X.509 from here, never from the package itself.
 */
x509.cryptoProvider.set(webcrypto as Crypto);

export { x509 };
