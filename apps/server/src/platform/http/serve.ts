import type { EndpointContract } from '@app/contracts/endpoints/endpoint';
import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Part<E, K extends string> = E extends { readonly [P in K]: infer S } ? S : undefined;

/** The Fastify schema an endpoint's contract describes: what validates, serialises and documents the route. */
type RouteSchema<E extends EndpointContract> = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  params: Part<E, 'params'>;
  querystring: Part<E, 'querystring'>;
  body: Part<E, 'body'>;
  response: E['responses'];
};

/** Every route states who may call it. */
type RouteConfig = FastifyContextConfig & { access: NonNullable<FastifyContextConfig['access']> };

export type EndpointHandler<E extends EndpointContract> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  RouteConfig,
  RouteSchema<E>,
  ZodTypeProvider
>;

/** `/api/disputes/{id}` (the contract's, OpenAPI's) -> `/api/disputes/:id` (Fastify's). */
const fastifyUrl = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Registers the route an endpoint's contract describes: its method and path, its schemas (so requests
 * are validated and typed, answers serialised and typed, and the OpenAPI operation written from them)
 * and the route's access config. `options` carries what a few routes set beyond that (a larger body
 * for uploads, a quieter log for probes).
 */
export function serve<E extends EndpointContract>(
  app: ZodApp,
  contract: E,
  config: RouteConfig,
  handler: EndpointHandler<E>,
  options: Pick<RouteShorthandOptions, 'bodyLimit' | 'logLevel'> = {},
) {
  const { method, path, operationId, summary, description, tags, params, querystring, body, responses } =
    contract;
  const schema = {
    operationId,
    summary,
    ...(description === undefined ? {} : { description }),
    tags: [...tags],
    ...(params === undefined ? {} : { params }),
    ...(querystring === undefined ? {} : { querystring }),
    ...(body === undefined ? {} : { body }),
    response: responses,
  } as RouteSchema<E>;
  app.route<RouteGenericInterface, RouteConfig, RouteSchema<E>>({
    method,
    url: fastifyUrl(path),
    config,
    ...options,
    schema,
    handler,
  });
}
