import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/**
 * Landing page JavaScript, as a browser loads it: a production build, then every script and
 * modulepreload the built index.html names, each gzipped (level 9, as a static server would).
 * Budget (DESIGN.md §6): ≤ 120 KB gzip. Also reports the first journey screen's extra code and
 * the Hindi texts, which load later and do not count against the landing budget.
 */

const BUDGET_BYTES = 120 * 1024;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Asset {
  file: string;
  bytes: number;
  gzipBytes: number;
}

async function measure(outDir: string, file: string): Promise<Asset> {
  const content = await readFile(path.join(outDir, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

export async function run(): Promise<Record<string, unknown>> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'landing-bundle-'));
  try {
    await build({
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
    const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
    const scripts = [
      ...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g),
      ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g),
    ].map((match) => match[1] as string);
    const stylesheets = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)].map(
      (match) => match[1] as string,
    );
    const landing = await Promise.all(scripts.map((file) => measure(outDir, file)));
    const css = await Promise.all(stylesheets.map((file) => measure(outDir, file)));

    // What loads later: the journey layout chunk (first screen after the landing page) and Hindi.
    const assets = await readdir(path.join(outDir, 'assets'));
    const later = async (prefix: string) => {
      const file = assets.find((name) => name.startsWith(`${prefix}-`) && name.endsWith('.js'));
      return file ? kb((await measure(outDir, `assets/${file}`)).gzipBytes) : null;
    };

    const totalGzip = landing.reduce((sum, asset) => sum + asset.gzipBytes, 0);
    return {
      landingJsGzipKb: kb(totalGzip),
      landingJsRawKb: kb(landing.reduce((sum, asset) => sum + asset.bytes, 0)),
      budgetKb: kb(BUDGET_BYTES),
      withinBudget: totalGzip <= BUDGET_BYTES,
      landingCssGzipKb: kb(css.reduce((sum, asset) => sum + asset.gzipBytes, 0)),
      journeyLayoutGzipKb: await later('journey-layout'),
      hindiTextsGzipKb: await later('hi'),
      scripts: landing.map((asset) => ({
        file: asset.file,
        rawKb: kb(asset.bytes),
        gzipKb: kb(asset.gzipBytes),
      })),
    };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

// Standalone: `npx tsx bench/landing-bundle.bench.ts`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await run();
  console.log(JSON.stringify(result, null, 2));
  if (!result.withinBudget) process.exitCode = 1;
}
