import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * A page of its own for each journey screen: index.html plus a modulepreload of every file the
 * screen needs (its layout's, the shared chunks, its own), written to `screens/<name>.html` for
 * the screen at `/<name>`. The server sends it for a visit that starts there (a reload, a link,
 * a bookmark), so the screen's code downloads beside the app's first file instead of after it
 * has run — one round trip less on a slow network (issue 18).
 */

export const SCREEN_PAGES_DIR = 'screens';

export interface ScreenPagesOptions {
  /** A journey screen's module; its first group is the screen's path without the slash. */
  screen: RegExp;
  /** The layout every journey screen is shown in. */
  layout: RegExp;
}

function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
}

/** A chunk's file and those it imports, and theirs. */
function withImports(bundle: OutputBundle, start: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...start];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') queue.push(...chunk.imports);
  }
  return [...seen];
}

export function screenPages(options: ScreenPagesOptions): Plugin {
  return {
    name: 'screen-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_output, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('screen-pages: index.html was not built');
      const html = String(index.source);
      const chunks = chunksOf(bundle);
      // A module's chunk: its own, or a group it was put in (screen-chunks.ts).
      const layout = chunks.find((chunk) => chunk.moduleIds.some((id) => options.layout.test(id)));
      if (!layout) throw new Error('screen-pages: the journey layout was not built');
      let written = 0;
      for (const chunk of chunks) {
        for (const name of chunk.moduleIds.flatMap((id) => options.screen.exec(id)?.[1] ?? [])) {
          const links = withImports(bundle, [layout.fileName, chunk.fileName])
            .filter((file) => !html.includes(`/${file}"`))
            .sort()
            .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
            .join('');
          this.emitFile({
            type: 'asset',
            fileName: `${SCREEN_PAGES_DIR}/${name}.html`,
            source: html.replace('  </head>', `${links}  </head>`),
          });
          written += 1;
        }
      }
      if (written === 0) throw new Error('screen-pages: no journey screen was built');
    },
  };
}
