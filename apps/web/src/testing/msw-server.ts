import { setupServer } from 'msw/node';

/** The API as tests describe it (msw); each test adds the answers it needs with `server.use`. */
export const server = setupServer();
