// In a module of their own, without zod, so the web's first script can send them without the schemas.

/** The header the web client always sends; a cookie-authenticated write without it is refused. */
export const csrfHeader = 'x-requested-with';
export const csrfHeaderValue = 'credit-repair-web';
