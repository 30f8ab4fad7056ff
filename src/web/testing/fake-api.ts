import { vi } from 'vitest';
import type { z } from 'zod';
import { API_SCHEMAS } from '../../shared/api/route-schemas';
import { matchRoute, type RouteDeclaration } from '../../shared/api/route-table';
import { API_ROUTES } from '../../shared/api/routes';

/** One answer of the fake API: a status and a JSON body (or a network failure). */
export type FakeAnswer = { status: number; body?: unknown } | 'network-error';

/** Reads the request's JSON body (typed as the test expects it) and answers. */
type Handler = (body: never) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeApi {
  /** Bodies sent to `METHOD /path`, in order. */
  calls: (route: string) => unknown[];
}

/** Every screen's header asks whether this device is signed in: not, unless a test says so. */
const DEFAULT_ROUTES: Record<string, Handler> = {
  'GET /api/session': () => ok({ signed_in: false }),
};

/** GET /api/session's answer for a device signed in as this PAN. */
export function signedIn(panNumber = 'AQMPS4821K'): FakeAnswer {
  return ok({
    signed_in: true,
    pan_masked: `${panNumber.slice(0, 2)}XXXX${panNumber.slice(6)}`,
    pan_number: panNumber,
    expires_at: '2031-01-30T10:00:00.000Z',
  });
}

/**
 * Answers the web app's fetch calls by route (`'POST /api/validate-pan'`), so a test says what
 * the server answers and reads back what was asked. An unknown route fails the test.
 */
export function fakeApi(given: Record<string, Handler>): FakeApi {
  const routes = { ...DEFAULT_ROUTES, ...given };
  const seen: Array<{ route: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const route = `${init?.method ?? 'GET'} ${url.pathname}`;
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      seen.push({ route, body });
      const handler = routes[route];
      if (!handler) throw new Error(`fakeApi: no answer for ${route}`);
      checkAgainstTable(route, body, undefined);
      // As a browser does, a request aborted before its answer (its deadline, the screen gone)
      // fails at once — an answer that never comes is a handler that never settles.
      const answer = await new Promise<FakeAnswer>((resolve, reject) => {
        const aborted = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
        if (init?.signal?.aborted) aborted();
        init?.signal?.addEventListener('abort', aborted);
        Promise.resolve(handler(body as never)).then(resolve, reject);
      });
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
      if (answer.status === 200) checkAgainstTable(route, undefined, answer.body);
      // Only what the app reads of a Response; its body settles in microtasks, with no stream
      // that would wait for the faked clock.
      return {
        ok: answer.status >= 200 && answer.status < 300,
        status: answer.status,
        json: async () => answer.body,
      } as Response;
    }),
  );
  return {
    calls: (route) => seen.filter((call) => call.route === route).map((call) => call.body),
  };
}

/** An id as the API issues them (22 letters of base64url), named for the test: `sampleId('batch-1')`. */
export function sampleId(name: string): string {
  return `${name}-`.padEnd(22, '0');
}

/** A 200 with this body. */
export function ok(body: unknown): FakeAnswer {
  return { status: 200, body };
}

/** An error answer as the server sends it: `{ error, message, ...details }`. */
export function problem(
  status: number,
  error: string,
  message: string,
  details: Record<string, unknown> = {},
): FakeAnswer {
  return { status, body: { success: false, error, message, ...details } };
}

/** Every declared route with its schema module, to check the fakes against. */
const DECLARED = Object.entries(API_ROUTES).flatMap(([capability, table]) =>
  Object.values(table as Record<string, RouteDeclaration<string>>).map((route) => ({
    ...route,
    schemas: API_SCHEMAS[capability as keyof typeof API_SCHEMAS] as Record<string, z.ZodType>,
  })),
);

const violations: string[] = [];

/** What the test's fakes got wrong against the tables, once; the set-up fails the test on any. */
export function takeFakeApiViolations(): string[] {
  return violations.splice(0);
}

/**
 * A fake is only worth something if the server could say it: a 200 answer must pass the route's
 * answer schema, and what the app sends must pass its body schema — so a screen tested against
 * an answer the API never gives, or sending what the API refuses, fails its test.
 */
function checkAgainstTable(route: string, sent: unknown, answered: unknown): void {
  const [method = '', pathname = ''] = route.split(' ');
  const declared = matchRoute(DECLARED, method, pathname.replace(/^\/api(?=\/)/, ''));
  if (!declared) return;
  const check = (part: 'body' | 'answer', value: unknown) => {
    const name = declared[part];
    if (name === undefined) return;
    const result = declared.schemas[name]?.safeParse(value);
    if (result && !result.success) {
      violations.push(
        `fakeApi: ${route} ${part === 'body' ? 'was sent a body' : 'answers'} the API's schema ` +
          `(${name}) refuses: ${JSON.stringify(result.error.issues)}`,
      );
    }
  };
  if (sent !== undefined) check('body', sent);
  if (answered !== undefined) check('answer', answered);
}
