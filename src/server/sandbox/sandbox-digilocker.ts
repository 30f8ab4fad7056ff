import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Clock } from '../platform/clock.js';

/**
 * A DigiLocker as the Authorized Partner API publishes it, for the sandbox world: the allow page
 * (GET /oauth2/1/authorize, PKCE S256), the token (POST /oauth2/1/token), an upload
 * (POST /oauth2/1/file/upload, `path` and `hmac` headers, HMAC-SHA256 of the file under the client
 * secret, PDF up to 10 MB), a listing (GET /oauth2/1/files/) and a file by its URI. One make-believe account: every
 * borrower who allows it gets their own, kept in memory for the sandbox's life.
 */

export interface SandboxDigiLockerOptions {
  clientId: string;
  clientSecret: string;
  clock: Clock;
  /** How long an access token lives; tests shorten it to see one expire. */
  tokenTtlSeconds?: number;
}

interface StoredFile {
  bytes: Buffer;
  name: string;
  folder: string;
  size: number;
  mime: string;
  date: string;
  uri: string;
}

interface Grant {
  redirectUri: string;
  codeChallenge: string;
  account: string;
  expiresAt: number;
}

const MAX_FILE_BYTES = 10 * 1024 * 1024;
const CODE_TTL_MS = 10 * 60_000;

export const sandboxDigiLocker: FastifyPluginAsync<SandboxDigiLockerOptions> = async (
  app: FastifyInstance,
  options,
) => {
  const { clock } = options;
  const ttlMs = (options.tokenTtlSeconds ?? 3600) * 1000;
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, { account: string; expiresAt: number }>();
  const files = new Map<string, StoredFile[]>();

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addContentTypeParser(
    ['application/pdf', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: MAX_FILE_BYTES + 1 },
    (_request, body, done) => done(null, body),
  );

  const refuse = (reply: FastifyReply, status: number, error: string, description: string) =>
    reply.code(status).send({ error, error_description: description });

  // The allow page: what DigiLocker shows after the user signs in.
  app.get('/oauth2/1/authorize', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const problem =
      query.client_id !== options.clientId
        ? 'The client_id parameter is invalid'
        : query.response_type !== 'code'
          ? 'response_type must be code'
          : !query.redirect_uri || !query.state
            ? 'redirect_uri and state are required'
            : query.code_challenge_method !== 'S256' ||
                !/^[A-Za-z0-9_-]{43}$/.test(query.code_challenge ?? '')
              ? 'PKCE with code_challenge_method=S256 is required'
              : undefined;
    if (problem) return refuse(reply, 400, 'invalid_request', problem);
    const code = randomBytes(24).toString('base64url');
    grants.set(code, {
      redirectUri: query.redirect_uri as string,
      codeChallenge: query.code_challenge as string,
      account: randomBytes(18).toString('hex'),
      expiresAt: clock.now().getTime() + CODE_TTL_MS,
    });
    const allow = new URL(query.redirect_uri as string);
    allow.searchParams.set('code', code);
    allow.searchParams.set('state', query.state as string);
    const deny = new URL(query.redirect_uri as string);
    deny.searchParams.set('error', 'access_denied');
    deny.searchParams.set('state', query.state as string);
    reply.header('content-type', 'text/html; charset=utf-8');
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    return allowPage(allow.toString(), deny.toString());
  });

  app.post('/oauth2/1/token', async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string | undefined>;
    if (
      form.client_id !== options.clientId ||
      !same(form.client_secret ?? '', options.clientSecret)
    ) {
      return refuse(reply, 401, 'invalid_client_id', 'The client_id parameter is invalid');
    }
    if (form.grant_type !== 'authorization_code') {
      return refuse(reply, 400, 'unsupported_grant_type', 'grant_type must be authorization_code');
    }
    const grant = form.code ? grants.get(form.code) : undefined;
    if (form.code) grants.delete(form.code); // single use, right or wrong
    const challenge = createHash('sha256')
      .update(form.code_verifier ?? '')
      .digest('base64url');
    if (
      !grant ||
      grant.expiresAt < clock.now().getTime() ||
      grant.redirectUri !== form.redirect_uri ||
      !same(challenge, grant.codeChallenge)
    ) {
      return refuse(reply, 400, 'invalid_grant', 'The authorization code is invalid or expired');
    }
    const accessToken = randomBytes(20).toString('hex');
    tokens.set(accessToken, { account: grant.account, expiresAt: clock.now().getTime() + ttlMs });
    return {
      access_token: accessToken,
      expires_in: Math.round(ttlMs / 1000),
      token_type: 'Bearer',
      scope: 'files.uploadfile files.uploadeddocs',
      digilockerid: grant.account,
    };
  });

  const accountOf = (authorization: string | undefined): string | undefined => {
    const token = /^Bearer ([A-Za-z0-9]+)$/.exec(authorization ?? '')?.[1];
    const held = token ? tokens.get(token) : undefined;
    return held && held.expiresAt > clock.now().getTime() ? held.account : undefined;
  };

  app.post('/oauth2/1/file/upload', { bodyLimit: MAX_FILE_BYTES + 1 }, async (request, reply) => {
    const account = accountOf(request.headers.authorization);
    if (!account) return refuse(reply, 401, 'invalid_token', 'The access token is invalid');
    const path = header(request.headers.path);
    const hmac = header(request.headers.hmac);
    const mime = header(request.headers['content-type']);
    const body = request.body;
    if (!path) return refuse(reply, 400, 'path_missing', 'Path parameter is missing');
    if (!hmac) return refuse(reply, 400, 'hmac_missing', 'HMAC parameter is missing');
    if (!Buffer.isBuffer(body) || body.length === 0) {
      return refuse(reply, 400, 'file_data_missing', 'Missing file content in the request');
    }
    if (body.length > MAX_FILE_BYTES) {
      return refuse(
        reply,
        400,
        'invalid_filesize',
        'The file size exceeds maximum allowed file size of 10MB',
      );
    }
    if (mime !== 'application/pdf' || !body.subarray(0, 5).equals(Buffer.from('%PDF-'))) {
      return refuse(
        reply,
        400,
        'mimetype_mismatch',
        'The mimetype provided in Content-Type parameter does not match with the mimetype of the file',
      );
    }
    const expected = createHmac('sha256', options.clientSecret).update(body).digest('base64');
    if (!same(hmac, expected)) return refuse(reply, 400, 'hmac_mismatch', 'HMAC does not match');
    const slash = path.lastIndexOf('/');
    const name = path.slice(slash + 1);
    const folder = path.slice(0, slash + 1) || '/';
    if (!name || !/^[\w .()-]{1,200}$/.test(name)) {
      return refuse(
        reply,
        400,
        'invalid_filename',
        'Restricted characters are not allowed in file name',
      );
    }
    const uri = `in.gov.digilocker.sandbox-${randomBytes(8).toString('hex')}`;
    const held = files.get(account) ?? [];
    // Saving the same path again replaces the file, as a folder would.
    const kept = held.filter((file) => !(file.folder === folder && file.name === name));
    kept.push({
      bytes: Buffer.from(body),
      name,
      folder,
      size: body.length,
      mime,
      date: clock.now().toISOString(),
      uri,
    });
    files.set(account, kept);
    return { path, uri };
  });

  app.get('/oauth2/1/file/:uri', async (request, reply) => {
    const account = accountOf(request.headers.authorization);
    if (!account) return refuse(reply, 401, 'invalid_token', 'The access token is invalid');
    const { uri } = request.params as { uri: string };
    const file = (files.get(account) ?? []).find((held) => held.uri === uri);
    if (!file) return refuse(reply, 404, 'invalid_uri', 'No file found for given URI');
    return reply.type(file.mime).send(file.bytes);
  });

  app.get('/oauth2/1/files/', async (request, reply) => {
    const account = accountOf(request.headers.authorization);
    if (!account) return refuse(reply, 401, 'invalid_token', 'The access token is invalid');
    return {
      directory: '/',
      items: (files.get(account) ?? []).map((file, index) => ({
        id: String(index + 1),
        name: file.name,
        type: 'file',
        size: String(file.size),
        date: file.date,
        parent: file.folder,
        mime: file.mime,
        uri: file.uri,
        description: '',
        issuer: '',
      })),
    };
  });
};

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function same(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function allowPage(allowUrl: string, denyUrl: string): string {
  const html = (text: string) =>
    text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Sandbox DigiLocker</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
a{display:block;margin:1rem 0;padding:.75rem 1rem;border-radius:.5rem;text-align:center;text-decoration:none}
.allow{background:#1d4ed8;color:#fff}.deny{border:1px solid #94a3b8;color:#0f172a}</style></head>
<body><p><strong>Sandbox DigiLocker</strong> (not the real DigiLocker)</p>
<h1>Allow Loan Documents to save files to your DigiLocker?</h1>
<p>It will be able to upload documents to your Uploaded Documents.</p>
<a class="allow" id="allow" href="${html(allowUrl)}">Allow</a>
<a class="deny" id="deny" href="${html(denyUrl)}">Deny</a></body></html>`;
}
