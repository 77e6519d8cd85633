import type { ErrorCode } from '@app/contracts/common/error-codes';
import { ApiError } from './api-client';

// How screens read a failed request. Screens never test `instanceof ApiError` themselves: the
// server's answer is read here, once, so every screen words and branches on errors the same way.

/** The server's own message when it gave one, else the screen's fallback. */
export const errorMessage = (error: unknown, fallback: string): string =>
  (error instanceof ApiError && error.serverMessage) || fallback;

/** Whether the server answered with a refusal, rather than the request failing on the way. */
export const answeredByServer = (error: unknown): boolean => error instanceof ApiError;

/** Whether the server refused with this code. */
export const hasErrorCode = (error: unknown, code: ErrorCode): boolean =>
  error instanceof ApiError && error.code === code;

/** Whether the server answered with this HTTP status. */
export const isStatus = (error: unknown, status: number): boolean =>
  error instanceof ApiError && error.status === status;

/** The server's message for one field of the request (`body.code`), when it named that field. */
export function fieldErrorMessage(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return undefined;
  const detail = (error.details as { field?: unknown; message?: unknown }[]).find((d) => d?.field === field);
  return typeof detail?.message === 'string' ? detail.message : undefined;
}

/** Whether the server named this field (`address`, `password`) among the ones at fault. */
export const namesField = (error: unknown, field: string): boolean =>
  error instanceof ApiError &&
  Array.isArray(error.details) &&
  error.details.some((d: { field?: unknown }) => d?.field === field);

/** The server's details of a refusal (the fields at fault and what it says of each), or none. */
export const errorDetails = (error: unknown): unknown[] =>
  error instanceof ApiError && Array.isArray(error.details) ? error.details : [];
