import { request as httpRequest } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { anAddress } from './concurrency.js';

/**
 * Walking every route: the list comes from the OpenAPI document the app generates, so a route
 * added tomorrow is walked too. Requests go over a real socket, exactly as written (Node's client
 * sends the path untouched: `//api`, `/./`, `%61` arrive as such), and the database's
 * fingerprint tells whether a request changed anything.
 */

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** With `{name}` placeholders, as OpenAPI writes them. */
  template: string;
  params: string[];
}

export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  const spec = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const routes: ApiRoute[] = [];
  for (const [template, methods] of Object.entries(spec.paths)) {
    for (const method of Object.keys(methods)) {
      if (method === 'head') continue;
      routes.push({
        method: method.toUpperCase() as ApiRoute['method'],
        template,
        params: [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!),
      });
    }
  }
  return routes;
}

/** The route's path with each placeholder filled, each value written by `write`. */
export function fill(
  route: ApiRoute,
  values: Record<string, string>,
  write: (value: string, name: string) => string = (value) => encodeURIComponent(value),
): string {
  return route.template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no sample value for {${name}} of ${route.template}`);
    return write(value, name);
  });
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request over HTTP with the path exactly as given, from an address of its own. */
export function rawRequest(
  baseUrl: string,
  request: {
    method: string;
    path: string;
    headers?: Record<string, string>;
    body?: unknown;
  },
): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        headers: {
          'x-forwarded-for': anAddress(),
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...request.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('latin1'),
          }),
        );
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

/** Each app's tables, listed once: the schema does not change while a test runs. */
const tablesOf = new WeakMap<FastifyInstance, Promise<string[]>>();

function tables(app: FastifyInstance): Promise<string[]> {
  let listed = tablesOf.get(app);
  if (!listed) {
    listed = sql<{ table_name: string }>`select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limits'
      order by table_name`
      .execute(app.database.db)
      .then(({ rows }) => rows.map((row) => row.table_name));
    tablesOf.set(app, listed);
  }
  return listed;
}

/**
 * What the database holds, in numbers: rows per table of ours (rate-limit counters aside: they
 * count requests, not effects) and downloads counted. Two equal fingerprints mean nothing was
 * added, removed or downloaded.
 */
export async function fingerprint(app: FastifyInstance): Promise<Record<string, number>> {
  // One statement for every count: a walk takes a fingerprint before and after each request.
  const counts = (await tables(app)).map(
    (table) =>
      sql`select ${sql.lit(table)}::text as name, count(*)::int as count from ${sql.table(table)}`,
  );
  const downloads = sql`select 'downloads'::text as name, coalesce(sum(download_count), 0)::int as count
    from documents`;
  const { rows } = await sql<{ name: string; count: number }>`${sql.join(
    [...counts, downloads],
    sql` union all `,
  )}`.execute(app.database.db);
  return Object.fromEntries(rows.map((row) => [row.name, row.count]));
}

/** The change from one fingerprint to the next, zeros left out. */
export function change(
  before: Record<string, number>,
  after: Record<string, number>,
): Record<string, number> {
  const delta: Record<string, number> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const moved = (after[key] ?? 0) - (before[key] ?? 0);
    if (moved !== 0) delta[key] = moved;
  }
  return delta;
}
