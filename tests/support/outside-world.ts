import { randomBytes, webcrypto } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../../src/server/config/config.js';
import { x509 } from '../../src/server/crypto/x509.js';
import type { LenderDirectoryEntry } from '../../src/server/providers/lender-directory.js';
import { signingFiles } from '../../src/server/providers/signing-files.js';
import { sandboxLenderDirectory } from '../../src/server/sandbox/lenders.js';
import { buildSandboxApp, SANDBOX_PARTIES } from '../../src/server/sandbox/sandbox-app.js';
import { SandboxDocumentSigning } from '../../src/server/sandbox/sandbox-signing.js';

/**
 * The real outside world of a SANDBOX=false app, for tests: a sandbox app on a loopback port
 * standing in for the bureau, the PAN registry and the lenders (each with a key of its own, as
 * real parties would have), a lender directory file, and an SMS gateway that records texts.
 */

export interface OutsideWorld {
  /** The app's environment: SANDBOX=false and every party configured. */
  env: Record<string, string>;
  /** Texts the SMS gateway was given, oldest first. */
  texts: Array<{ to: string; text: string }>;
  /** The newest 6-digit code texted to this mobile. */
  latestOtp: (mobile: string) => string;
  close: () => Promise<void>;
}

export interface OutsideWorldOptions {
  /** How the sandbox lenders behave; quick and reliable by default. */
  lenders?: AppConfig['sandboxLenders'];
  /**
   * Changes the lender directory before it is written, e.g. one lender's base URL; gets the
   * sandbox's URL and the lenders' key.
   */
  directory?: (
    entries: LenderDirectoryEntry[],
    sandbox: { url: string; key: { keyId: string; secret: string } },
  ) => LenderDirectoryEntry[];
}

const secret = () => randomBytes(24).toString('base64url');

export async function startOutsideWorld(options: OutsideWorldOptions = {}): Promise<OutsideWorld> {
  const keys = { 'bureau-key': secret(), 'registry-key': secret(), 'lenders-key': secret() };
  const sandbox = await buildSandboxApp({
    keys,
    lenders: options.lenders ?? { latencyMs: [0, 20], failureRate: 0, overrides: {} },
  });
  const root = await sandbox.listen({ host: '127.0.0.1', port: 0 });

  const texts: OutsideWorld['texts'] = [];
  const smsToken = secret();
  const sms: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      if (request.headers.authorization !== `Bearer ${smsToken}`) {
        response.writeHead(401).end();
        return;
      }
      const { to, text } = JSON.parse(body) as { to: string; text: string };
      texts.push({ to: to.replace(/^\+91/, ''), text });
      response.writeHead(202, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => sms.listen(0, '127.0.0.1', resolve));
  const smsUrl = `http://127.0.0.1:${(sms.address() as AddressInfo).port}/v1/messages`;

  const folder = await mkdtemp(path.join(tmpdir(), 'loan-docs-outside-'));
  const directoryFile = path.join(folder, 'lenders.json');
  const entries = sandboxLenderDirectory(root, 'lenders-key');
  const lendersKey = { keyId: 'lenders-key', secret: keys['lenders-key'] };
  await writeFile(
    directoryFile,
    JSON.stringify({
      lenders: options.directory
        ? options.directory(entries, { url: root, key: lendersKey })
        : entries,
    }),
  );

  const signingDir = path.join(folder, 'signing');
  await writeSigningIdentities(signingDir, entries);

  return {
    env: {
      SANDBOX: 'false',
      LENDER_SIGNING_DIR: signingDir,
      BUREAU_URL: `${root}${SANDBOX_PARTIES.bureau}`,
      BUREAU_KEY_ID: 'bureau-key',
      BUREAU_SECRET: keys['bureau-key'],
      PAN_REGISTRY_URL: `${root}${SANDBOX_PARTIES.panRegistry}`,
      PAN_REGISTRY_KEY_ID: 'registry-key',
      PAN_REGISTRY_SECRET: keys['registry-key'],
      LENDER_DIRECTORY: directoryFile,
      LENDER_SECRETS: JSON.stringify({ 'lenders-key': keys['lenders-key'] }),
      SMS_GATEWAY: 'http',
      SMS_GATEWAY_URL: smsUrl,
      SMS_GATEWAY_TOKEN: smsToken,
    },
    texts,
    latestOtp: (mobile) => {
      const text = texts.findLast((entry) => entry.to === mobile)?.text ?? '';
      const otp = /(?<!\d)\d{6}(?!\d)/.exec(text)?.[0];
      if (!otp) throw new Error('no OTP texted to this mobile');
      return otp;
    },
    close: async () => {
      await sandbox.close();
      sms.closeAllConnections();
      await new Promise<void>((resolve) => sms.close(() => resolve()));
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/**
 * The environment as given, and for SANDBOX=false without parties of its own, a stand-in
 * outside world (closed by the returned function).
 */
export async function withOutsideWorld(
  env: Record<string, string>,
): Promise<{ env: Record<string, string>; close: () => Promise<void> }> {
  if (env.SANDBOX !== 'false' || env.BUREAU_URL) return { env, close: async () => {} };
  const world = await startOutsideWorld();
  return { env: { ...world.env, ...env }, close: world.close };
}

/**
 * Each lender's document-signing identity as an operator would provide it: a certificate chain
 * and a PKCS #8 key per lender, issued here by a throw-away certificate authority.
 */
async function writeSigningIdentities(
  folder: string,
  lenders: readonly LenderDirectoryEntry[],
): Promise<void> {
  await mkdir(folder, { recursive: true });
  const authority = new SandboxDocumentSigning(() => new Date());
  for (const lender of lenders) {
    const identity = await authority.identityFor(lender);
    const files = signingFiles(folder, lender.id);
    await writeFile(
      files.chain,
      identity.certificateChain
        .map((der) => x509.PemConverter.encode(der.slice().buffer, 'CERTIFICATE'))
        .join('\n'),
    );
    const key = await webcrypto.subtle.exportKey('pkcs8', identity.privateKey);
    await writeFile(files.key, x509.PemConverter.encode(key, 'PRIVATE KEY'));
  }
}
