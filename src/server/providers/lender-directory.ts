import { z } from 'zod';
import type { LenderDirectory, LenderProfile } from './providers.js';

/**
 * The lender directory is configuration: a JSON file (LENDER_DIRECTORY) naming each lender the
 * product can reach — its letterhead, grievance desk, contract base URL and signing key id.
 * Secrets never sit in the file; they come from LENDER_SECRETS by key id.
 */

export const lenderDirectoryEntry = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{2,64}$/, 'use a kebab-case id such as "hdfc-bank"'),
    name: z.string().min(1).max(120),
    shortName: z.string().min(1).max(8),
    brandColor: z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'use a hex colour such as "#004C8F"'),
    city: z.string().min(1).max(60),
    grievance: z.object({ email: z.email(), phone: z.string().min(3).max(20) }).strict(),
    baseUrl: z.url({ protocol: /^https?$/ }),
    keyId: z.string().min(1).max(100),
    /** This lender's call timeout, when it differs from PROVIDER_TIMEOUT_MS. */
    timeoutMs: z.number().int().min(100).max(120_000).optional(),
  })
  .strict();

export const lenderDirectoryFile = z
  .object({ lenders: z.array(lenderDirectoryEntry).min(1).max(1000) })
  .strict()
  .refine(
    (file) => new Set(file.lenders.map((lender) => lender.id)).size === file.lenders.length,
    'lender ids must be unique',
  );

export type LenderDirectoryEntry = z.infer<typeof lenderDirectoryEntry>;

/** A directory entry with the secret of its key: what the lender gateway needs to call it. */
export interface LenderEndpoint extends LenderDirectoryEntry {
  secret: string;
}

export class ConfiguredLenderDirectory implements LenderDirectory {
  readonly #profiles: Map<string, LenderProfile>;

  constructor(entries: readonly LenderDirectoryEntry[]) {
    this.#profiles = new Map(
      entries.map(({ id, name, shortName, brandColor, city, grievance }) => [
        id,
        { id, name, shortName, brandColor, city, grievance },
      ]),
    );
  }

  find(lenderId: string): LenderProfile | undefined {
    return this.#profiles.get(lenderId);
  }
}
