/** Compiles the server into `outdir` (default dist/server). */
export function buildServer(outdir?: string, options?: { seed?: boolean }): Promise<void>;
export const serverOutDir: string;
