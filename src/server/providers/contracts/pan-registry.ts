import { z } from 'zod';
import { panNumber } from './common.js';

/** The PAN registry contract, v1 (docs/contracts/pan-registry.v1.yaml). */

export const PAN_REGISTRY_PATHS = {
  holder: '/v1/holders',
} as const;

export const holderRequest = z.object({ panNumber }).strict().meta({ id: 'HolderRequest' });

export const holderAnswer = z
  .object({
    /** The name on record for the PAN, or null when the registry holds no record of it. */
    holderName: z.string().min(1).max(120).nullable(),
  })
  .meta({ id: 'Holder' });
