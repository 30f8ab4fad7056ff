import i18next from 'i18next';
import {
  type RouteAnswer,
  type RouteBody,
  type RouteDeclaration,
  type RouteParams,
  type RouteQuery,
  routeUrl,
} from '../../shared/api/route-table';
import { joinBytes } from '../../shared/bytes';
import { type AnswerDeadline, answerDeadline } from '../lib/answer-deadline';

/**
 * The one way the web app talks to the API: JSON in and out, the session in its HttpOnly cookie
 * (page script never holds a credential), and an ApiError carrying the server's message when
 * the answer is not a success.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = undefined,
  ) {
    super(message);
  }

  /**
   * The server's sentence for the user, if it sent one — or, for a request never sent because
   * the browser is offline, the sentence saying so.
   */
  get serverMessage(): string | undefined {
    return (this.status > 0 || this.code === OFFLINE) && this.message ? this.message : undefined;
  }

  /** The API's stable error code (e.g. MOBILE_NOT_ON_RECORD), if it sent one. */
  get code(): string | undefined {
    return this.detail('error');
  }

  /** A text field of the error answer, e.g. `phone_masked`. */
  detail(field: string): string | undefined {
    const value = this.#field(field);
    return typeof value === 'string' ? value : undefined;
  }

  /** A number field of the error answer, e.g. `attempts_left`. */
  numberDetail(field: string): number | undefined {
    const value = this.#field(field);
    return typeof value === 'number' ? value : undefined;
  }

  #field(field: string): unknown {
    return this.body && typeof this.body === 'object'
      ? (this.body as Record<string, unknown>)[field]
      : undefined;
  }
}

/** The code an ApiError carries when the browser was offline: nothing was sent. */
export const OFFLINE = 'OFFLINE';

/**
 * A request refused here because the browser is offline (nothing reached the server). Only a
 * browser that says `onLine === false` is taken at its word; one that does not say is online.
 */
function offlineError(): ApiError {
  return new ApiError(0, i18next.t('errors.offline'), { error: OFFLINE });
}

/**
 * Offline, a request fails at once rather than waiting on a network that is not there; a
 * request that failed in flight because the connection dropped says so too.
 */
export function isOffline(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0 && error.code === OFFLINE;
}

function failedInFlight(): ApiError {
  return navigator.onLine === false ? offlineError() : new ApiError(0, '');
}

/** The server's sentence for whatever went wrong, if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

/** A 4xx: the request itself was refused, so asking again the same way will not help. */
export function isClientError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** The server's sentence for a refused request; undefined for failures the user cannot fix. */
export function clientErrorMessage(error: unknown): string | undefined {
  return isClientError(error) ? error.serverMessage : undefined;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD';
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Sent with every call: a verified OTP that starts a session sets it as an HttpOnly cookie and
 * never hands this page a token.
 */
const SESSION_KIND = { 'X-Session': 'cookie' } as const;

/** The language the screen is shown in, so the server's sentences come back in it too. */
function uiLanguage(): string {
  return document.documentElement.lang || 'en';
}

async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': uiLanguage(),
    ...SESSION_KIND,
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (navigator.onLine === false) throw offlineError();
  const deadline = answerDeadline(options.signal);
  try {
    const response = await send(deadline, path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      credentials: 'same-origin',
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const answer = await readResponse<T>(response);
    // A body cut off half-way reads as none: it is no answer.
    if (deadline.signal.aborted) throw cutOff(deadline);
    return answer;
  } finally {
    deadline.end();
  }
}

/** What a request given up or aborted throws: the caller's abort as it was, else a failure. */
function cutOff(deadline: AnswerDeadline): unknown {
  return deadline.expired() ? failedInFlight() : deadline.signal.reason;
}

/** fetch under a deadline: a connection that fails, or carries nothing in time, is a failure. */
async function send(deadline: AnswerDeadline, path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, { ...init, signal: deadline.signal });
  } catch (error) {
    if (deadline.signal.aborted) throw cutOff(deadline);
    if ((error as Error).name === 'AbortError') throw error;
    throw failedInFlight();
  }
}

/**
 * A file's bytes, each piece of it given the whole deadline again: a large file on a slow line
 * takes as long as it takes, a file whose next piece does not come is given up.
 */
export async function readBytes(
  response: Response,
  deadline: AnswerDeadline,
): Promise<Uint8Array<ArrayBuffer>> {
  try {
    if (!response.body) return new Uint8Array(await response.arrayBuffer());
    const reader = response.body.getReader();
    const pieces: Uint8Array[] = [];
    for (;;) {
      deadline.restart();
      const { done, value } = await reader.read();
      if (done) break;
      pieces.push(value);
    }
    return joinBytes(pieces);
  } catch (error) {
    if (deadline.signal.aborted) throw cutOff(deadline);
    throw error instanceof Error && error.name === 'AbortError' ? error : failedInFlight();
  }
}

/** What a call of a route sends: its path parameters, query and body, as its table declares. */
export type RouteCall<Route> = (RouteParams<Route> extends undefined
  ? { params?: undefined }
  : { params: RouteParams<Route> }) &
  (RouteQuery<Route> extends undefined ? { query?: undefined } : { query: RouteQuery<Route> }) &
  (undefined extends RouteBody<Route>
    ? { body?: RouteBody<Route> }
    : { body: RouteBody<Route> }) & {
    signal?: AbortSignal | undefined;
  };

type AnyRoute = Pick<RouteDeclaration<unknown>, 'method' | 'path'>;

/** The URL of a route's call (for a link, or a file fetched with `fetchFile`). */
export function urlOf<Route extends AnyRoute>(route: Route, call: RouteCall<Route>): string {
  return routeUrl(
    route,
    call.params as Record<string, string> | undefined,
    call.query as Record<string, string> | undefined,
  );
}

/**
 * Calls a route of the API as its table declares it (src/shared/api/*-routes.ts): the URL from
 * its path and parameters, its method, and its answer typed by its schema.
 */
export function callRoute<Route extends AnyRoute>(
  route: Route,
  // The call may be left out when the route needs nothing.
  ...[call]: Record<never, never> extends RouteCall<Route>
    ? [call?: RouteCall<Route>]
    : [call: RouteCall<Route>]
): Promise<RouteAnswer<Route>> {
  const { body, signal } = call ?? {};
  return apiRequest(urlOf(route, call ?? ({} as RouteCall<Route>)), {
    method: route.method,
    ...(body !== undefined ? { body } : {}),
    ...(signal ? { signal } : {}),
  });
}

/**
 * A file the server makes for the signed-in borrower (a PDF, a ZIP), asked for with the session
 * cookie. A refusal carries the server's sentence, as an ApiError.
 */
export async function fetchFile(path: string, accept: string): Promise<Blob> {
  if (navigator.onLine === false) throw offlineError();
  const deadline = answerDeadline();
  try {
    const response = await send(deadline, path, {
      headers: { Accept: `${accept}, application/json`, 'Accept-Language': uiLanguage() },
      credentials: 'same-origin',
      cache: 'no-store',
    });
    if (!response.ok) await readResponse(response);
    const type = response.headers.get('Content-Type') ?? accept;
    return new Blob([await readBytes(response, deadline)], { type });
  } finally {
    deadline.end();
  }
}

export async function readResponse<T>(response: Response): Promise<T> {
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
        ? body.message
        : '';
    throw new ApiError(response.status, message, body);
  }
  return body as T;
}

/** Multipart upload with progress (fetch cannot report upload progress). */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<T> {
  if (navigator.onLine === false) return Promise.reject(offlineError());
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    // A photo on a slow line takes as long as it takes; an upload that stops moving is given up.
    const deadline = answerDeadline();
    deadline.signal.addEventListener('abort', () => request.abort());
    const fail = () => {
      deadline.end();
      reject(failedInFlight());
    };
    request.open('POST', path);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', uiLanguage());
    request.upload.onprogress = (event) => {
      deadline.restart();
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onprogress = () => deadline.restart();
    request.onerror = fail;
    request.onabort = fail;
    request.onload = () => {
      deadline.end();
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(body as T);
        return;
      }
      const message =
        body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
          ? body.message
          : '';
      reject(new ApiError(request.status, message, body));
    };
    request.send(form);
  });
}
