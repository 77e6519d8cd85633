import { z } from 'zod';

/** What the liveness and readiness probes answer. */
export const healthStatus = z.object({ status: z.string() });
