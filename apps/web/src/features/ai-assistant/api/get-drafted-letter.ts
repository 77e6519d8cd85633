import { ApiError } from '../../../lib/api-client';

/** GET {letterUrl} with the person's session: the drafted letter as text. */
export async function getDraftedLetter(letterUrl: string): Promise<string> {
  const response = await fetch(letterUrl, { credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  return response.text();
}
