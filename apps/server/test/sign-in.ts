import { csrfHeader, csrfHeaderValue } from '@app/contracts/auth.contract';

/** Headers the web client sends with its session cookie. */
export const cookieHeaders = (token: string) => ({
  cookie: `session=${token}`,
  [csrfHeader]: csrfHeaderValue,
});
