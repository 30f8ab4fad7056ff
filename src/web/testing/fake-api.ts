import { vi } from 'vitest';

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
      const answer = await handler(body as never);
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
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
