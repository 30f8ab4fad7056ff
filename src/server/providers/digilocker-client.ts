import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * DigiLocker's Authorized Partner API, as a partner uses it to save a file into the user's own
 * DigiLocker: OAuth 2.0 authorisation code with PKCE (S256), the token, the upload (headers
 * `path`, `Content-Type` and `hmac` = Base64(HMAC-SHA256(file, client secret))) and the listing.
 * Errors say what went wrong and never carry a token.
 */

export interface DigiLockerSettings {
  /** e.g. https://api.digitallocker.gov.in/public; the paths below are appended. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Where DigiLocker sends the user back, registered with the client. */
  redirectUri: string;
  timeoutMs: number;
}

export type DigiLockerFailure =
  /** The access token is no longer accepted: the borrower must allow it again. */
  | 'authorisation-expired'
  /** DigiLocker answered and said no (a bad code, HMAC, file). */
  | 'refused'
  /** No usable answer: down, slow, or 5xx. */
  | 'unavailable';

export class DigiLockerError extends Error {
  override name = 'DigiLockerError';
  constructor(
    readonly failure: DigiLockerFailure,
    /** DigiLocker's `error`, e.g. hmac_mismatch. */
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

export interface DigiLockerToken {
  accessToken: string;
  expiresAt: Date;
}

export interface DigiLockerFile {
  name: string;
  /** The folder, e.g. "/loan-documents/hdfc-bank/". */
  parent: string;
  size: number;
  uri: string;
}

/** A PKCE verifier (43 characters of base64url) and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The `hmac` header of an upload. */
export function uploadHmac(file: Uint8Array, clientSecret: string): string {
  return createHmac('sha256', clientSecret).update(file).digest('base64');
}

export class DigiLockerClient {
  readonly #fetch: typeof fetch;

  constructor(
    private readonly settings: DigiLockerSettings,
    options: { fetch?: typeof fetch } = {},
  ) {
    this.#fetch = options.fetch ?? fetch;
  }

  /** The page where the borrower allows us (their browser goes there). */
  authorizeUrl(state: string, codeChallenge: string): string {
    const url = this.#url('/oauth2/1/authorize');
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: this.settings.clientId,
      redirect_uri: this.settings.redirectUri,
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  }

  async exchangeCode(code: string, codeVerifier: string, now: Date): Promise<DigiLockerToken> {
    const answer = await this.#call('/oauth2/1/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        client_id: this.settings.clientId,
        client_secret: this.settings.clientSecret,
        redirect_uri: this.settings.redirectUri,
        code_verifier: codeVerifier,
      }).toString(),
    });
    const token = answer as { access_token?: unknown; expires_in?: unknown };
    if (typeof token.access_token !== 'string' || typeof token.expires_in !== 'number') {
      throw new DigiLockerError(
        'unavailable',
        undefined,
        'DigiLocker answered the token off-format',
      );
    }
    return {
      accessToken: token.access_token,
      expiresAt: new Date(now.getTime() + token.expires_in * 1000),
    };
  }

  /** Saves a PDF at `path` (folder and file name) in the borrower's uploaded documents. */
  async upload(accessToken: string, path: string, pdf: Uint8Array): Promise<void> {
    await this.#call('/oauth2/1/file/upload', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/pdf',
        path,
        hmac: uploadHmac(pdf, this.settings.clientSecret),
        accept: 'application/json',
      },
      // A copy on its own ArrayBuffer: what fetch takes as a body.
      body: new Uint8Array(pdf),
    });
  }

  async files(accessToken: string): Promise<DigiLockerFile[]> {
    const answer = (await this.#call('/oauth2/1/files/', {
      method: 'GET',
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    })) as { items?: Array<Record<string, unknown>> };
    return (answer.items ?? []).map((item) => ({
      name: String(item.name ?? ''),
      parent: String(item.parent ?? ''),
      size: Number(item.size ?? 0),
      uri: String(item.uri ?? ''),
    }));
  }

  /** A file of the borrower's DigiLocker by its URI, as bytes. */
  async file(accessToken: string, uri: string): Promise<Buffer> {
    const response = await this.#fetch(this.#url(`/oauth2/1/file/${encodeURIComponent(uri)}`), {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(this.settings.timeoutMs),
      redirect: 'error',
    });
    if (!response.ok) {
      throw new DigiLockerError(
        'refused',
        undefined,
        `DigiLocker refused the file (HTTP ${response.status})`,
      );
    }
    return Buffer.from(await response.arrayBuffer());
  }

  #url(path: string): URL {
    return new URL(`${this.settings.baseUrl.replace(/\/+$/, '')}${path}`);
  }

  async #call(path: string, init: RequestInit): Promise<unknown> {
    let response: Response;
    let text: string;
    try {
      response = await this.#fetch(this.#url(path), {
        ...init,
        signal: AbortSignal.timeout(this.settings.timeoutMs),
        redirect: 'error',
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new DigiLockerError(
        'unavailable',
        undefined,
        timedOut
          ? `DigiLocker did not answer within ${this.settings.timeoutMs} ms`
          : 'DigiLocker could not be reached',
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (response.ok && json !== undefined) return json;
    const code = (json as { error?: unknown } | undefined)?.error;
    const errorCode = typeof code === 'string' ? code.slice(0, 60) : undefined;
    if (response.status === 401 && errorCode === 'invalid_token') {
      throw new DigiLockerError(
        'authorisation-expired',
        errorCode,
        'DigiLocker no longer accepts the access token',
      );
    }
    const failure = response.status >= 500 || response.ok ? 'unavailable' : 'refused';
    throw new DigiLockerError(
      failure,
      errorCode,
      `DigiLocker refused the call (HTTP ${response.status}${errorCode ? `, ${errorCode}` : ''})`,
    );
  }
}
