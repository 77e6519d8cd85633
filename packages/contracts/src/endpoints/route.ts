import type { z } from 'zod';
import type { EndpointContract, HttpMethod } from './endpoint';

/**
 * The web's zod-free view of an endpoint: its method and path at runtime, and the contract's types
 * (params, query, body, answer) only at compile time.
 */
export interface Route<E extends EndpointContract> {
  readonly method: HttpMethod;
  readonly path: string;
  /** Never set: carries the contract's type to `call()`. */
  readonly contract?: E;
}

export const route = <E extends EndpointContract>(method: E['method'], path: E['path']): Route<E> => ({
  method,
  path,
});

type Schema<E, K extends string> = E extends { readonly [P in K]: infer S extends z.ZodType } ? S : never;

type PathValue = string | number;
type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** The path's `{name}` parameters, one value each. */
export type RouteParams<E extends EndpointContract> = [Schema<E, 'params'>] extends [never]
  ? never
  : { readonly [K in keyof z.output<Schema<E, 'params'>>]: PathValue };

/** The query string's fields; each is optional on the wire (the schema supplies defaults). */
export type RouteQuery<E extends EndpointContract> = [Schema<E, 'querystring'>] extends [never]
  ? never
  : { readonly [K in keyof z.output<Schema<E, 'querystring'>>]?: QueryValue };

export type RouteBody<E extends EndpointContract> = [Schema<E, 'body'>] extends [never]
  ? never
  : z.input<Schema<E, 'body'>>;

type SuccessStatus = 200 | 201 | 202 | 204;

/** What a successful call answers: the 2xx response schemas' output. */
export type RouteAnswer<E extends EndpointContract> = {
  [S in keyof E['responses']]: S extends SuccessStatus
    ? E['responses'][S] extends z.ZodType
      ? z.output<E['responses'][S]>
      : never
    : never;
}[keyof E['responses']];

type Field<Name extends string, T> = [T] extends [never]
  ? { readonly [K in Name]?: never }
  : { readonly [K in Name]: T };

/** What a call passes: `params` when the path has some, `query` when the endpoint reads one, `body` when it takes one. */
export type RouteInput<E extends EndpointContract> = Field<'params', RouteParams<E>> &
  Partial<Field<'query', RouteQuery<E>>> &
  Field<'body', RouteBody<E>>;

/** The address a call goes to: the path's parameters filled in, the query's set fields appended. */
export function routeUrl(
  path: string,
  params?: Readonly<Record<string, PathValue>>,
  query?: Readonly<Record<string, QueryValue>>,
) {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, String(one));
  }
  // A comma needs no escaping in a query, and lists are sent comma-separated (`ids=31,32`).
  const text = search.toString().replace(/%2C/gi, ',');
  return text ? `${filled}?${text}` : filled;
}
