import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint, written once: the server builds its route from it (path with `{name}` parameters,
 * the schemas, the OpenAPI operation) and the web its fetcher (through `routes.generated.ts`).
 * The export's name is its `operationId`.
 */
export interface EndpointContract {
  readonly method: HttpMethod;
  /** The OpenAPI path: `/api/disputes/{id}/approve`. */
  readonly path: string;
  readonly operationId: string;
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  readonly params?: z.ZodType;
  readonly querystring?: z.ZodType;
  readonly body?: z.ZodType;
  /** Every documented answer by status; the 2xx ones are what the web's call returns. */
  readonly responses: { readonly [status: number]: z.ZodType };
}

/** Declares an endpoint, keeping its literal method, path and schema types. */
export const endpoint = <const E extends EndpointContract>(contract: E): E => contract;
