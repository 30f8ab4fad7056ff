import { z } from 'zod';

/** Liveness and readiness: 200 `ok`, or 503 `unavailable` while not ready. */
export const healthBody = z.object({ status: z.enum(['ok', 'unavailable']) });
export type HealthBody = z.infer<typeof healthBody>;
