import type { FastifySchema } from 'fastify';
import type { RouteDeclaration } from '../../shared/api/route-table.js';

type Part<Schemas, Route, Key extends string, As extends string> = Route extends {
  [K in Key]: infer Name;
}
  ? Name extends keyof Schemas
    ? { [A in As]: Schemas[Name] }
    : Record<never, never>
  : Record<never, never>;

type AnswerPart<Schemas, Route, Extra> = Route extends { answer: infer Name }
  ? Name extends keyof Schemas
    ? {
        response: { 200: Schemas[Name] } & (Extra extends { response: infer More }
          ? More
          : unknown);
      }
    : Record<never, never>
  : Extra extends { response: infer More }
    ? { response: More }
    : Record<never, never>;

/** What a route declaration becomes for `app.route`: its method, URL and zod schemas. */
export type ResolvedRoute<Schemas, Route extends RouteDeclaration<Schemas>, Extra> = {
  method: Route['method'];
  url: Route['path'];
  schema: { tags: string[]; summary: string } & Part<Schemas, Route, 'params', 'params'> &
    Part<Schemas, Route, 'query', 'querystring'> &
    Part<Schemas, Route, 'body', 'body'> &
    AnswerPart<Schemas, Route, Extra> &
    Omit<Extra, 'response'>;
};

/** Schema fields a route's registration may add: security, more answers, hiding it from docs. */
export type ExtraSchema = Omit<FastifySchema, 'params' | 'querystring' | 'body'> & {
  security?: Record<string, string[]>[];
  hide?: boolean;
  consumes?: string[];
  produces?: string[];
  description?: string;
};

/** A route that needs the borrower's session (a cookie, or a bearer token for API clients). */
export const BEARER = { security: [{ bearer: [] }] } as const satisfies ExtraSchema;

/**
 * A route of a capability's table, ready for `app.route({ ...declaredRoute(…), handler })`: the
 * schema names resolved in the capability's schema module, so the handler's request and answer
 * are typed by the same schemas the web app's call is.
 */
export function declaredRoute<
  Schemas,
  Route extends RouteDeclaration<Schemas>,
  const Extra extends ExtraSchema = Record<never, never>,
>(schemas: Schemas, route: Route, extra?: Extra): ResolvedRoute<Schemas, Route, Extra> {
  const named = (name: string | undefined) => {
    if (name === undefined) return undefined;
    const schema = (schemas as Record<string, unknown>)[name];
    if (schema === undefined) throw new Error(`${route.path}: no schema named ${name}`);
    return schema;
  };
  const { response: moreAnswers, ...rest } = (extra ?? {}) as ExtraSchema;
  const answer = named(route.answer);
  const schema: Record<string, unknown> = { tags: [route.tag], summary: route.summary, ...rest };
  if (route.params) schema.params = named(route.params);
  if (route.query) schema.querystring = named(route.query);
  if (route.body) schema.body = named(route.body);
  if (answer || moreAnswers) {
    schema.response = { ...(answer ? { 200: answer } : {}), ...(moreAnswers as object) };
  }
  return { method: route.method, url: route.path, schema } as ResolvedRoute<Schemas, Route, Extra>;
}
