import { ApiError } from '../../../lib/api-client';

/** The server's own message when it gave one (the provider's decline reason), else the fallback. */
export const serverMessage = (error: unknown, fallback: string) =>
  (error instanceof ApiError && error.serverMessage) || fallback;

/** The message the server put on one field of the request body (`body.cardNumber` -> cardNumber). */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return undefined;
  const issue = (error.details as { field?: string; message?: string }[]).find(
    (d) => d.field === field || d.field?.endsWith(`.${field}`),
  );
  return issue?.message;
}
