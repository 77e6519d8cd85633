import { z } from 'zod';

/** The token of an e-mailed one-time link (a team invitation, a company's sign-up), as it is sent back. */
export const oneTimeLinkToken = z.object({ token: z.string().min(20).max(100) });
