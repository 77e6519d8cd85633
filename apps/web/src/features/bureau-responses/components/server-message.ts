import { ApiError } from '../../../lib/api-client';

/** The server's own message when it gave one (spec 001 section 8), else the screen's fallback. */
export const serverMessage = (error: unknown, fallback: string) =>
  (error instanceof ApiError && error.serverMessage) || fallback;
