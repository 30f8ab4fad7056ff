import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { signAnswer, signatureOf } from '../../src/server/providers/contracts/signing.js';

/**
 * A loopback proxy in front of a contract party (the sandbox app) that breaks the answers of
 * the paths under `faultyPrefix` the way a broken lender would: it never answers, answers 500,
 * answers malformed JSON (signed, so only the JSON is wrong), answers with a bad signature, or
 * drips its body a byte at a time. Every other path is passed through untouched.
 */

export type LenderFault =
  | 'none'
  | 'times-out'
  | 'server-error'
  | 'malformed-json'
  | 'bad-signature'
  | 'drips-slowly';

export const LENDER_FAULTS: readonly Exclude<LenderFault, 'none'>[] = [
  'times-out',
  'server-error',
  'malformed-json',
  'bad-signature',
  'drips-slowly',
];

/** Each fault in words, for test names. */
export const FAULT_WORDS: Record<Exclude<LenderFault, 'none'>, string> = {
  'times-out': 'never answers',
  'server-error': 'answers 500',
  'malformed-json': 'answers malformed JSON',
  'bad-signature': 'signs its answer wrongly',
  'drips-slowly': 'drips its answer a byte at a time',
};

export interface FaultyProxy {
  /** Base URL of the proxy, to use where the party's own base URL would go. */
  url: string;
  /** Where answers come from: the party's base URL (may be set after the proxy starts). */
  upstream: string;
  /** The party's key, for the malformed JSON it signs (may be set after the proxy starts). */
  key: { keyId: string; secret: string };
  fault: LenderFault;
  /** Requests that reached the faulty paths (their headers), oldest first. */
  faultyRequests: IncomingHttpHeaders[];
  /**
   * Of those, the ones whose faulty answer was sent in full — not given up on by the caller
   * first (its timeout, on a slow machine, is a fault of another kind: one it may try again).
   */
  faultyAnswers: number;
  close: () => Promise<void>;
}

export async function startFaultyProxy(options: {
  upstream?: string;
  faultyPrefix: string;
  /** The party's key: malformed JSON is signed properly, so only the body is at fault. */
  key?: { keyId: string; secret: string };
}): Promise<FaultyProxy> {
  const timers = new Set<NodeJS.Timeout>();
  const proxy: FaultyProxy = {
    url: '',
    upstream: options.upstream ?? '',
    key: options.key ?? { keyId: '', secret: '' },
    fault: 'none',
    faultyRequests: [],
    faultyAnswers: 0,
    close: async () => {},
  };

  const handle = async (request: IncomingMessage, response: ServerResponse, body: Buffer) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const faulty = path.startsWith(options.faultyPrefix) && proxy.fault !== 'none';
    if (path.startsWith(options.faultyPrefix)) {
      proxy.faultyRequests.push(request.headers);
      response.on('finish', () => {
        proxy.faultyAnswers += 1;
      });
    }
    if (faulty && proxy.fault === 'times-out') return; // holds the request until closed
    if (faulty && proxy.fault === 'server-error') {
      response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      return;
    }
    if (faulty && proxy.fault === 'malformed-json') {
      const text = '{"loanId": "LN';
      const signed = signatureOf(request.headers);
      response.writeHead(200, {
        'content-type': 'application/json',
        ...signAnswer(proxy.key, {
          status: 200,
          body: text,
          request: { method: request.method ?? 'POST', path, signature: signed?.signature ?? '' },
        }),
      });
      response.end(text);
      return;
    }
    const upstream = await fetch(`${proxy.upstream}${request.url}`, {
      method: request.method ?? 'GET',
      headers: Object.fromEntries(
        Object.entries(request.headers).filter(
          (entry): entry is [string, string] =>
            typeof entry[1] === 'string' &&
            !['host', 'connection', 'content-length'].includes(entry[0]),
        ),
      ),
      ...(body.length > 0 ? { body: new Uint8Array(body) } : {}),
    });
    const answer = Buffer.from(await upstream.arrayBuffer());
    const headers: Record<string, string> = {};
    upstream.headers.forEach((value, name) => {
      if (!['content-length', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) {
        headers[name] = value;
      }
    });
    if (faulty && proxy.fault === 'bad-signature') {
      headers['x-signature'] = Buffer.from('not the party’s signature').toString('base64url');
    }
    if (faulty && proxy.fault === 'drips-slowly') {
      response.writeHead(upstream.status, headers);
      let sent = 0;
      const drip = setInterval(() => {
        if (response.destroyed || sent >= answer.length) {
          clearInterval(drip);
          timers.delete(drip);
          if (!response.destroyed) response.end();
          return;
        }
        response.write(answer.subarray(sent, sent + 1));
        sent += 1;
      }, 250);
      timers.add(drip);
      return;
    }
    response.writeHead(upstream.status, headers).end(answer);
  };

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      handle(request, response, Buffer.concat(chunks)).catch(() => {
        if (!response.headersSent) response.writeHead(502).end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = async () => {
    for (const timer of timers) clearInterval(timer);
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return proxy;
}
