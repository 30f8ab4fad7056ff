import type { z } from 'zod';

/**
 * Each route of the API is declared once, in its capability's table (`*-routes.ts` beside the
 * schemas): method, path, what it is for, and the names of its schemas in the capability's schema
 * module. The server registers from the table (server/platform/declared-route.ts) and the web app
 * calls through it (web/api/http.ts `callRoute`) — so a screen's call, its route and its handler
 * are one symbol apart, and no URL is written anywhere else.
 *
 * The table names schemas rather than holding them so the browser gets the table without zod:
 * the names are checked against the schema module's type, the server resolves them to the zod
 * schemas, and the web app takes only their types.
 */

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The API's routes sit below this prefix; a table's paths do not repeat it. */
export const API_PREFIX = '/api';

/** The exports of a schema module that are zod schemas. */
export type SchemaName<Schemas> = {
  [Name in keyof Schemas]: Schemas[Name] extends z.ZodType ? Name : never;
}[keyof Schemas] &
  string;

export interface RouteDeclaration<Schemas> {
  method: HttpMethod;
  /** Below /api; `:name` for each path parameter, e.g. `/consent/batch/status/:batchId`. */
  path: `/${string}`;
  /** One line for the API reference. */
  summary: string;
  /** The API reference's group. */
  tag: string;
  params?: SchemaName<Schemas>;
  query?: SchemaName<Schemas>;
  body?: SchemaName<Schemas>;
  /** The 200 answer's JSON; absent for a route that answers with a file. */
  answer?: SchemaName<Schemas>;
}

/** Carries the schema module's type on each route; never present at run time. */
declare const SCHEMAS: unique symbol;
export type DeclaredRoute<Schemas, Declaration> = Declaration & { readonly [SCHEMAS]?: Schemas };

/**
 * A capability's routes: `routeTable<typeof schemas>()({ status: { method: 'GET', … } })`, with
 * `import type * as schemas` so that nothing of zod is loaded by the table.
 */
export function routeTable<Schemas>() {
  return <const Table extends Record<string, RouteDeclaration<Schemas>>>(
    table: Table,
  ): { [Key in keyof Table]: DeclaredRoute<Schemas, Table[Key]> } => table;
}

type SchemasOf<Route> = Route extends { readonly [SCHEMAS]?: infer Schemas } ? Schemas : never;
/** The schema module a table's routes name their schemas in. */
export type TableSchemas<Table> = SchemasOf<Table[keyof Table]>;
type SchemaAt<Route, Part extends 'params' | 'query' | 'body' | 'answer'> = Route extends {
  [P in Part]: infer Name;
}
  ? Name extends keyof SchemasOf<Route>
    ? SchemasOf<Route>[Name]
    : never
  : never;
type InputOf<Route, Part extends 'params' | 'query' | 'body'> = [SchemaAt<Route, Part>] extends [
  never,
]
  ? undefined
  : SchemaAt<Route, Part> extends z.ZodType
    ? z.input<SchemaAt<Route, Part>>
    : undefined;

/** What the client sends for the route's path parameters, query and body. */
export type RouteParams<Route> = InputOf<Route, 'params'>;
export type RouteQuery<Route> = InputOf<Route, 'query'>;
export type RouteBody<Route> = InputOf<Route, 'body'>;
/** What the route answers with 200. */
export type RouteAnswer<Route> = [SchemaAt<Route, 'answer'>] extends [never]
  ? unknown
  : SchemaAt<Route, 'answer'> extends z.ZodType
    ? z.output<SchemaAt<Route, 'answer'>>
    : unknown;

/**
 * The URL of a route: the prefix, the path with each `:name` replaced by its parameter
 * (percent-encoded, so an id can never reach another path), then the query.
 */
export function routeUrl(
  route: Pick<RouteDeclaration<unknown>, 'path'>,
  params?: Record<string, string | number> | undefined,
  query?: Record<string, string | number | boolean | undefined> | undefined,
): string {
  const path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`The route ${route.path} needs its ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(name, String(value));
  }
  const queryString = search.toString();
  return `${API_PREFIX}${path}${queryString ? `?${queryString}` : ''}`;
}

/** `/consent/batch/status/:batchId` → `['batchId']`. */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? '');
}

/** The route of these tables a request's method and path (without /api) are for, if any. */
export function matchRoute<Route extends Pick<RouteDeclaration<unknown>, 'method' | 'path'>>(
  routes: Iterable<Route>,
  method: string,
  path: string,
): Route | undefined {
  for (const route of routes) {
    if (route.method !== method) continue;
    const pattern = route.path.replace(/:[A-Za-z]+/g, '[^/]+');
    if (new RegExp(`^${pattern}$`).test(path)) return route;
  }
  return undefined;
}
